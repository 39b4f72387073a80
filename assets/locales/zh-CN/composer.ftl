# 消息编辑器：收件人、消息、发送前的确认以及最近发送的任务。

## 页面与发送行

composer-opening = 正在打开已保存的草稿…
composer-retry = 重试
composer-send-unchecked = 不经检查发送…
    .hover = 不经团队检查发送，须先确认，确认会被记录
    .waiting = 本工作站自己的检查仍在进行
composer-cancel = 取消
composer-send = 发送…
    .hover = 发送前询问（{ $shortcut }）
    .creating = 发件箱正在记录发送任务
    .checking = 正在检查收件人
    .team-away = 无法询问团队数据库：请重试，或不经检查发送
composer-preview = 预览
composer-writing-job = 正在将发送任务写入发件箱…
composer-checking-recipients = 正在检查收件人是否标记为请勿联系以及近期是否收到过消息…
composer-fix-fields = 请修正标出的字段后再发送。
composer-requests-personal = { $recipients } 位收件人，分 { $requests } 个请求（每人一个：消息为个性化消息）。
composer-requests = { $recipients } 位收件人，分 { $requests } 个请求（每个请求最多 { $size } 位收件人）。

## 消息字段

composer-sender-name = 发件人姓名
    .hint = 收件人看到的您的姓名
composer-sender-email = 发件人电子邮件
    .hint = 回复发往的地址
composer-type = 类型
composer-type-other = 其他
composer-type-rfq = 询价
composer-type-job = 任务邀约
composer-subject = 主题
composer-message = 消息
    .hint = 在此给自由译员写消息。
composer-characters = { $count } 个字符
composer-saved-as-you-type = · 输入时自动保存 ·
composer-insert = 插入：
    .hover = 每位收件人自己的{ composer-field }，插入到光标处

## 个性化：占位符与替代值

composer-field =
    { $field ->
        [site_name] 显示名称
        [first_name] 名
       *[last_name] 姓
    }
composer-either = { $first }或{ $second }
composer-personal = 每位收件人各收到一个请求
composer-personal-explained = 消息使用了占位符，因此每位收件人单独一个请求，并填入其本人的信息。资料中缺少某项信息时，使用替代值。
composer-personal-unverified = 本次会话中有 { $count } 位收件人的资料未读取：请验证收件人以使用其信息。
composer-fallback = { $token } 的替代值
    .hint = 资料中没有{ composer-field }时使用
    .left-out = 该词将被省略
composer-leave-placeholder-out = 省略 { $token }
    .hover = 资料中缺少该项时，占位符替换为空
composer-every-recipient-has-one = 每位收件人都有
composer-lacking-left-out = { $count } 位收件人没有{ composer-field }：对他们将省略该词
composer-lacking-give-fallback = { $count } 位收件人没有{ composer-field }：请填写替代值
composer-lacking-gets-fallback = { $count } 位收件人没有{ composer-field }：他们将收到替代值

## 预览

composer-preview-for = 预览对象
composer-preview-no-fallback = { $name } 没有{ $fields }，也没有替代值。
composer-from = 发件人
composer-to = 收件人
composer-names-and-more = { $names } 及另外 { $count } 人

## 收件人

composer-recipients = 收件人（{ $count }）
composer-add-from-list = 从名单添加 ▾
composer-no-lists = 此名录中还没有名单：“另存为名单…”可创建一个。
composer-save-as-list = 另存为名单…
    .hover = 将这些收件人保存为命名名单，以便日后再次添加
composer-no-recipients = 在结果表中选择自由译员，然后点击“将所选添加为收件人”。
composer-remove-all = 全部移除
composer-do-not-contact-mark = ⛔ 请勿联系
composer-chip-unknown = 不在名录中
composer-chip-do-not-contact = 已标记为请勿联系：不会包含在任何消息中
composer-chip-remove = 点击移除
composer-and-more = …另外 { $count } 个
composer-marked-left-out = { $count } 位收件人已标记为请勿联系：不会包含在任何消息中。
composer-list-added = 已从名单“{ $name }”添加 { $count } 位（共 { $all } 位）。
composer-list-added-some-there = 已从名单“{ $name }”添加 { $count } 位（共 { $all } 位），{ $already } 位已在其中。
composer-locked-checking = 未添加：正在为发送检查收件人。请先发送或返回，然后再添加（届时也会检查他们）。
composer-locked-creating = 未添加：一次发送正在写入发件箱。写入完成后再添加。

## 验证收件人（逐一查询）

composer-verify = 验证收件人
    .hover = 逐一查询每位收件人：一位未知收件人会导致其整个请求失败
    .all-looked-up = 本次会话中已查询所有收件人
composer-not-connected = 未连接到名录
composer-all-looked-up = 本次会话中已查询全部 { $count } 位收件人。
composer-not-looked-up = 本次会话中有 { $count } 位收件人未查询。
composer-unknown = { $count } 位收件人不在名录中：包含其中任何一位的请求会整体失败，不会送达任何人。
composer-leave-out-unknown = 移除 { $count } 位未知收件人
    .hover = 将他们从收件人中移除；其他人保留
composer-left-out-unknown = 已移除 { $count } 位未知收件人：名录中没有他们。
composer-verifying = 正在验证收件人：{ $done } / { $total }
composer-cancel-verification = 取消验证
composer-could-not-check = { $count } 位收件人无法检查（{ $why }）。这是暂时的：请稍后再次验证。

## 发送前的确认

composer-confirm = 发送此消息？
composer-confirm-goes-to = “{ $subject }”将发送给 { $count } 位收件人。
composer-confirm-from = 发件人 { $sender }，类型：{ $message_type }。
composer-nothing-to-send = 没有可发送的内容
    .why = 所有收件人均已标记为请勿联系。
    .with-team = 所有收件人均已标记为请勿联系，或正由同事发送消息。
composer-outbox-keeps = 发件箱会记录每个请求的结果，重启后也不丢失；您可以在那里暂停或取消。
composer-unknown-will-fail = { $count } 位收件人不在名录中：包含他们的请求将会失败。
composer-unverified-may-fail = 本次会话中有 { $count } 位收件人未查询。一位未知收件人会导致其整个请求失败。
composer-unchecked-risk = 现在发送，只会通过本工作站自己的检查：同事标记为请勿联系、近期联系过或正在联系的收件人无法看到，可能会收到两次消息。
composer-unchecked-understood = 我已了解：不经团队检查发送（此操作会被记录，团队数据库恢复后会通知团队）
composer-send-now = 立即发送
composer-verify-first = 先验证
composer-go-back = 返回

## 确认中显示的防护检查结果

composer-guard-do-not-contact = ⛔ { $count } 位标记为请勿联系的收件人已被排除：不会向他们发送任何内容。
composer-guard-do-not-contact-name = { $name }（请勿联系）
composer-guard-recent = { $count } 位收件人在最近 { $days } 天内从此环境收到过消息：
composer-guard-team-do-not-contact = ⛔ { $count } 位被团队标记为请勿联系的收件人已被排除：
composer-guard-marked-by = { $name }：由 { $coordinator } 标记
composer-guard-marked-by-why = { $name }：由 { $coordinator } 标记（{ $reason }）
composer-guard-team-recent = { $count } 位收件人在最近 { $days } 天内收到过同事的消息：
composer-guard-claimed = { $count } 位收件人正由同事发送消息，已被排除：
composer-guard-team-checked = 已对照 { $host } 上的团队数据库检查。
composer-guard-leave-out = 排除他们
    .hover = 只发送给其他收件人
    .nobody-else = 排除后将没有其他收件人
composer-guard-send-too = 也发送给他们
    .hover = 发送给所有未标记为请勿联系的收件人

## 最近发送的任务

composer-job-going = 发送任务 { $id } 已在发件箱中…
composer-job = 发送任务 { $id }
composer-job-progress = 已完成 { $done } / { $total } 个请求
composer-job-recipients = 收件人：{ $people }
composer-open-in-outbox = 在发件箱中打开
composer-compose-again = 重新撰写给未送达的 { $count } 位收件人
    .busy = 请先发送或清除正在撰写的消息
composer-hide-progress = 隐藏进度
composer-may-have-received = { $count } 位收件人可能已收到：其请求的答复丢失了。除非您在发件箱中决定，否则不会再次发送。

## 为何未发送

composer-check-failed = 未发送任何内容：无法检查收件人是否标记为请勿联系及近期是否收到过消息。您的消息仍在此处。
composer-outbox-refused = 未发送任何内容：发件箱无法接收该发送任务。您的消息仍在此处。
composer-closed-while-creating = 发件箱确认发送任务前连接已关闭。再次发送前请查看发件箱：任务可能已创建。
composer-closed-while-checking = 团队数据库答复前连接已关闭。未发送任何内容；您的消息仍在此处。
composer-guard-recent-waiting = 在发送任务 { $job } 中等待，该任务运行时发送
composer-guard-recent-sent = { $ago }（发送任务 { $job }）
composer-guard-recent-perhaps = 可能 { $ago }（发送任务 { $job }；未收到答复）
composer-team-contact-sent = { $by } 于 { $ago } 发过消息（发送任务“{ $subject }”）
composer-team-contact-pending = { $by } 于 { $ago } 发过消息（发送任务“{ $subject }”；被名录暂扣或等待发送）
composer-team-contact-unknown = { $by } 可能于 { $ago } 发过消息（发送任务“{ $subject }”；未收到答复）
composer-team-claim = { $by } 正在发送消息（发送任务“{ $subject }”，开始于 { $ago }）
composer-team-claim-no-subject = { $by } 正在发送消息（开始于 { $ago }）
