# “工作邀约”面板：一项工作按波次依次发给排好序的自由译者，直到有人接受。

## 看板

offers-reading = 正在读取邀约…
offers-unlisted = 无法读取邀约。
offers-unreadable-line = 此版本无法读取邀约 { $offer }，因此它不会继续进行；其他邀约不受影响。
offers-open = 进行中的邀约（{ $count }）
offers-none-open = 此目录中没有进行中的邀约。
offers-card-title = 邀约 { $offer }：{ $title }
offers-wave =
    { $wave ->
        [0] 尚未开始发送（共约 { $waves } 波）
       *[other] 第 { $wave } 波，共约 { $waves } 波
    }
offers-at = { $time }（{ $left }后）
offers-next-now = 下一步立即进行
offers-next-wave-at = 下一波于 { $when }
offers-working-hours-at = 等待工作时间：下一条消息于 { $when }
offers-working-hours = 等待自由译者的工作时间
offers-next-send-theirs = { $when }；对方时间：{ $theirs }（{ $zone }）
offers-wave-waits = 邀约 { $offer }：新一波等待工作时间；下一条消息将于 { $when } 发出。
offers-event-wave-waits = 新一波开始；下一条消息将于 { $when } 发出
offers-journal = 记录
offers-held = 已暂停：在您恢复之前不会发送任何一波
offers-undelivered = 这一波的消息没有送达任何人：请查看发件箱，然后手动发送下一波
offers-sending = 消息发送中
offers-choosing-until = 有人已接受：请在 { $when } 前选定由谁承接
offers-choosing = 有人已接受：请选定由谁承接
offers-last-wave-until = 已发给所有人；最后一波的等待于 { $when } 结束
offers-over = 已结束
offers-late-answers-until = 已发给所有人，尚无人接受：截止时间（{ $when }）前迟到的接受仍可获得该工作
offers-late-answers = 已发给所有人，尚无人接受：迟到的接受仍可获得该工作
offers-answers = 接受 { $accepted } · 拒绝 { $declined } · 提问 { $question } · 未回复 { $none }
offers-next-candidate = 下一位：{ $name }
offers-trouble = 发件箱未能完成此邀约的上一步，将在一分钟后重试。

## 操作

offers-hold = 暂停
offers-hold-hint = 在您恢复邀约之前，不会自动发送任何一波。
offers-let-go = 恢复
offers-let-go-hint = 各波将按时再次发送。
offers-next-wave-now = 立即发送下一波
    .hover = 立即开启下一波，无需等待本波结束；其消息仍只按邀约的规则发送（工作时间、请勿联系、截止时间）。
    .held = 邀约已暂停：请先恢复。
    .choosing = 已有人接受：请选择由谁承接，或等待选择时间结束。
    .nobody = 已向所有人发出过邀约。
offers-cancel = 取消邀约…
offers-cancel-confirm = 取消此邀约？之后不再发送任何一波，所有收到邀约且未拒绝的人都会收到通知。
offers-cancel-yes = 是，取消
offers-cancel-keep = 保留

## 候选人

offers-column-name = 自由译者
offers-column-wave = 波次
offers-column-message = 消息
offers-column-reach = 送达
offers-column-answer = 回复
offers-sent-at = 已发送
offers-due-at = 将发送
offers-time-both = { $when } { $ours }（对方时间：{ $theirs }）
offers-time-ours = { $when } { $ours }
offers-reach-not-offered = 尚未发出邀约
offers-reach-going = 发送中
offers-reach-reached = 已送达
offers-reach-maybe = 可能已送达
offers-reach-not-reached = 未送达
offers-left-out-do-not-contact = 已略过：标记为请勿联系
offers-left-out-gone = 已略过：已不在目录中
offers-left-out-claimed = 已略过：{ $by } 正在给其发消息
offers-left-out-not-sent = 已略过：无法写入消息
offers-left-out-never-reached = 邀约从未送达对方，因此不会告知其结果
offers-answer-accepted = 接受
offers-answer-declined = 拒绝
offers-answer-question = 提问
offers-answer-none = 未回复
offers-answered = { $answer }（{ $at }）
offers-inspector-heading = 工作邀约
offers-responsiveness = 已回复 { $offered } 个邀约中的 { $answered } 个，接受 { $accepted } 个
# $counts: offers-responsiveness; $median: a duration like 2h or 1h30m.
offers-responsiveness-median = { $counts }；回复时间中位数 { $median }
offers-responsiveness-in-pair = { $pair }：{ $record }
# $ago: how long ago (vendor-ago-…); $by: who recorded the answer (a colleague's name).
offers-last-answer = 最近一次回复：{ $ago }。
offers-last-answer-by = 最近一次回复：{ $ago }，由 { $by } 记录。
offers-give-job = 交由其承接

## 粘贴的回复

offers-paste-reply = 粘贴回复
offers-paste-hint = 粘贴对此邀约的电子邮件回复正文
offers-reply-from = 此回复来自 { $name }。
offers-reply-proposes = 看起来是：{ $answer }
offers-record-as = 记录为“{ $answer }”
offers-reply-nobody = 回复中没有提到任何已收到此邀约的候选人（没有其 UUID、个人资料链接或全名）。
offers-reply-several = 此回复可能来自多位候选人：请选择是哪一位。

## 已结束的邀约

offers-history = 历史（{ $count }）
offers-history-title =
    邀约 { $offer }：{ $title }（{ $state ->
        [filled] 已有人承接
        [cancelled] 已取消
        [expired] 已过截止时间
       *[other] 无人接受
    }）
offers-given-to = 此工作交由 { $name } 承接。
# $when: a time and how long until it (offers-at).
offers-filled-undo-until = 邀约 { $offer } 已交给 { $name }；其他人将于 { $when } 收到通知。
offers-filled-undo = 邀约 { $offer } 已交给 { $name }；尚未通知任何人。
offers-undo-fill = 撤销
offers-event-answer = { $name } 回复：{ $answer }
offers-event =
    { $kind ->
        [created] 已创建邀约
        [wave] 新一波开始
        [offered] 已发给 { $name }
        [left_out] 已略过 { $name }
        [filled] 由 { $name } 承接
        [cancelled] 已取消
        [exhausted] 已发给所有人，无人接受
        [expired] 已过截止时间：不再发送新的一波
        [fill_undone] 已撤销承接
        [held] 已暂停
        [let_go] 已恢复
        [next_wave_asked] 已要求立即发送下一波
        [closing] 向 { $name } 发送结束消息
        [closing_skipped] 未向 { $name } 发送结束消息
        [recent_included] 按您的决定，虽然最近联系过，仍向 { $name } 发出邀约
        [recent_left_out] 按您的决定，排除了最近联系过的候选人
       *[other] { $kind } { $name }
    }

## 通知

offers-unreadable = 无法读取邀约 { $offer }。
offers-change-refused = 邀约 { $offer } 未被更改。
offers-filled-news = 邀约 { $offer } 已有人承接。
offers-already-recorded = 该回复已记录过（{ $at }），不会重复计数。
offers-answer-after-close =
    回复已记录，但此邀约此前已{ $state ->
        [filled] 有人承接
        [cancelled] 取消
       *[other] 结束
    }。

## “发出工作邀约…”对话框

offers-form-heading = 发出工作邀约
offers-form-title = 标题
offers-form-pair-from = 语言对，源语言：
offers-form-pair-to = 语言对，目标语言：
offers-form-service = 服务
offers-form-volume = 工作量
offers-form-rate = 费率
offers-form-deadline-date = 截止日期（您的时间）
offers-form-date-hint = YYYY-MM-DD，留空表示无截止
offers-form-deadline-time = 截止时刻（您的时间）
offers-form-sender-name = 您的姓名
offers-form-sender-email = 您的电子邮件
offers-form-subject = 主题
offers-form-body = 消息
offers-form-wave-size-label = 每波人数
offers-form-wave-wait = 每波等待时间
offers-form-send-when = 发送：
offers-form-working-hours = 在对方工作时间内
offers-form-now = 立即
offers-form-who-fills = 由谁承接：
offers-form-first-accept = 第一个接受的人
offers-form-i-pick = 由我在接受者中挑选
offers-form-pick-within = 挑选时限
offers-form-candidates = 候选人，按邀约顺序（{ $count }）
offers-form-rank = 排序
    .hover = 排序方式：先是置顶的，再按供应商状态（活跃、潜在、无、暂停或过贵），再按在邀约期间的空闲程度，最后按回复邀约的情况（若曾在该语言对中收到邀约，则按该语言对计算）
offers-form-asking-availability = 正在向目录查询他们的空闲情况…
# $percent: 0 to 100, their mean availability on the offer's days.
offers-form-free = 空闲 { $percent }%
offers-form-availability-unknown = —
offers-form-availability =
    .hover = 从今天到截止日期当天（无截止日期时为接下来 5 个工作日），其工作日中空闲的比例，以其在目录中填写的为准；未知时显示 —
offers-form-no-account = 尚未登录：目录确认您的身份后即可保存邀约。
offers-form-left-out-marked = 已略过标记为请勿联系的人：{ $count }
offers-form-left-out-beyond = 已略过超出邀约上限 { $most } 人的部分：{ $count }
offers-form-pinned = 置顶
offers-form-up = 上移
offers-form-down = 下移
offers-form-save = 创建邀约
    .hover = 在创建或发送任何内容之前，显示第一波发给谁、何时发送
offers-form-close = 关闭
offers-form-written = 邀约 { $offer } 已创建；第一波按核对时所示发出。
offers-form-refused = 邀约未创建：
offers-form-no-title = 请为此工作填写标题。
offers-form-no-message = 消息需要主题和正文。
offers-form-no-candidates = 请在表格中至少选择一位自由译者。
offers-form-wave-size = 每波为 1 到 { $most } 位自由译者。
offers-form-deadline-unreadable = “{ $typed }”不是有效的日期和时间：请按 2026-12-01 和 17:00 的格式输入。
offers-form-deadline-past = 截止时间 { $typed } 已经过去。
offers-form-wait-unreadable = “{ $typed }”不是有效的时长：请按 2h、90m 或 1d 的格式输入。

## 新建邀约 ▾

offers-new-menu = 新建邀约 ▾
    .hover = 向已保存的名单，或按供应商记录筛选的自由译员发出工作邀约。（表格中的选择和搜索结果页各有自己的“发出工作邀约…”。）
offers-new-from-list = 从已保存的名单
offers-new-no-lists = 还没有已保存的名单
offers-new-list-entry = { $name }（{ $count }）
offers-new-from-vendors = 从供应商记录
offers-new-status = 状态：
offers-new-any-status = 任意状态
offers-new-tag = 标签：
offers-new-from-vendors-go = 向他们发出工作邀约…
offers-new-pick-something = 请选择状态、标签或两者。
offers-new-no-vendors = 没有供应商记录符合所选条件。
offers-new-vendors-unreadable = 无法读取供应商记录。

## 邀约的问题及第一波之前的核对

offers-form-pair-half = 请选择语言对的两种语言，或都不选。
offers-form-pair-same = 语言对的两种语言相同。
# $name: a language the directory's own list does not have.
offers-form-pair-foreign = { $name } 不是此目录的语言：请从列表中重新选择。
offers-form-fix =
    { $count ->
       *[other] 请先修正上面标出的 { $count } 个问题。
    }
offers-review-check-failed = 无法检查谁被标记或最近被联系过；未创建任何内容：
offers-review-heading = 第一波之前
offers-review-still-asking = 仍在向目录询问其工作时间和时区；时间会随答复更新。
offers-review-first-wave =
    { $count ->
       *[other] 第一波：{ $count } 位自由译者
    }
offers-review-nobody = 没有剩下可以邀约的人。
offers-review-goes-now = 立即发送
offers-review-goes-their-hours = 在其工作时间开始时发送
offers-review-goes-later = 稍后发送
# $time: a date and time, with the zone it is in.
offers-review-their-time = 对方时间 { $time }
offers-review-your-time = 您的时间 { $time }
offers-review-zone-guessed = 对方时区未知：按您的时区
offers-review-hours-guessed = 对方工作时间未知：按 09:00–18:00
offers-review-messaged-recently = 最近联系过
offers-review-later =
    { $count ->
       *[other] 如无人接受，后续波次还有 { $count } 位。
    }
offers-review-left-out =
    { $count ->
       *[other] 已排除：{ $count }
    }
offers-review-why-do-not-contact = 已标记为请勿联系
# $coordinator: the colleague who marked them.
offers-review-why-team-do-not-contact = 已被 { $coordinator } 标记为请勿联系
# $problem: why the team database could not be asked.
offers-review-team-away = 无法查询团队数据库（{ $problem }）；每一波发送时都会再检查。
offers-review-why-recent = 最近联系过，按您的决定排除
offers-review-recent-left-out = 他们不在此邀约中。
offers-review-recent-included = 也向他们发出邀约。
offers-review-change = 更改
offers-review-word-first = 请先决定是否也向最近联系过的人发出邀约。
offers-review-back = 返回
    .hover = 返回表单，一切保持原样
offers-review-confirm = 发送第一波

## The open offers' table, and the buttons for the offers and candidates selected

offers-column-offer = 邀约
offers-column-waits = 等待
offers-column-answers = 回复
offers-select-offer = 选择此邀约
offers-select-offers-first = 请先选择邀约：单击一行；Ctrl 单击、Shift 单击或空格键可选择更多。
offers-hold-selected =
    { $count ->
        [0] 暂停所选邀约
       *[other] 暂停所选的 { $count } 个邀约
    }
    .hover = 在您恢复之前，它们的波次不会自动发出。
    .none = 所选邀约已暂停。
offers-let-go-selected =
    { $count ->
        [0] 恢复所选邀约
       *[other] 恢复所选的 { $count } 个邀约
    }
    .hover = 它们的波次到期后会再次发出。
    .none = 所选邀约都未暂停。
offers-select-candidate = 选择此候选人
offers-bulk-answer =
    { $count ->
        [0] 将所选记录为“{ $answer }”
       *[other] 将所选的 { $count } 人记录为“{ $answer }”
    }
    .hover = 为每人分别记录，与其所在行的按钮相同。
    .none-selected = 请先选择候选人：单击一行；Ctrl 单击、Shift 单击或空格键可选择更多。
    .none-apply = 所选的人都尚未收到邀约，或都已是此回复。
    .not-open = 邀约已结束：其回复保持不变。
offers-clear-selection = 清除选择
