# 发件箱：发送任务、其请求、只有用户才能做的决定，以及相关通知。$job 和 $seq 是编号。

## 面板

outbox-closed = 连接到名录后即可查看其发件箱。
outbox-opening = 正在打开发件箱…
outbox-failed = 无法打开发件箱：{ $why }。无法发送任何内容。
outbox-jobs-here = 此名录中有 { $count } 个发送任务，最新的在前。
outbox-decisions-only = 仅显示需要您决定的请求
outbox-empty = 尚未发送任何内容。从“撰写”发送的消息会显示在这里，并附有每个请求的结果。
outbox-elsewhere-header = { $count } 个为其他名录创建的发送任务（此处只读）
outbox-export-report = 导出报告…
    .hover = 将每位收件人的结果保存为 CSV
outbox-interrupted-job = 发送任务 { $job }
outbox-interrupted-banner = 发送已中断（{ $jobs }）：应用在发出请求时关闭。在您点击“继续”之前，不会再发送任何内容。当时已发出的请求显示为“不确定”：请在下方逐一决定。
outbox-elsewhere-note = 为 { $directory } 创建；当前打开的是 { $here }。请打开该名录以继续、重新发送或重试。
outbox-elsewhere-note-as = 以 { $account } 身份为 { $directory } 创建；当前打开的是 { $here }。请打开该名录以继续、重新发送或重试。
outbox-another-directory = 其他名录

## 发送任务卡片

outbox-job = 发送任务 { $job }
outbox-job-subject = “{ $subject }”
outbox-job-facts = 创建于 { $created } · { $recipients } 位收件人 · { $requests } 个请求 · 发件人 { $sender }
outbox-progress = 已完成 { $done }/{ $total } 个请求
outbox-rate = 每秒 { $rate } 个请求
outbox-rate-left = 每秒 { $rate } 个请求 · 约剩 { $left }
outbox-seconds = { $seconds } 秒
outbox-minutes = { $minutes } 分钟
outbox-hours-minutes = { $hours } 小时 { $minutes } 分钟
outbox-job-recipients = 收件人：{ $people }
outbox-people-sent = 已发送 { $count }
outbox-people-pending = 待审核 { $count }
outbox-people-not-delivered = 未送达 { $count }
outbox-people-left-out = 已排除 { $count }
outbox-people-unknown = 可能已送达 { $count }
outbox-people-waiting = 等待中 { $count }
outbox-people-not-sent = 未发送 { $count }
outbox-people-nobody = 暂无
outbox-list-separator = { "，" }
outbox-requests = 请求：{ $states }
outbox-requests-in-state =
    { $state ->
        [queued] 排队中 { $count }
        [sending] 发送中 { $count }
        [sent] 已发送 { $count }
        [pending] 待审核 { $count }
        [rejected] 已拒绝 { $count }
        [failed] 失败 { $count }
        [retrying] 重试中 { $count }
       *[unknown] 不确定 { $count }
    }
outbox-status-stopping = 正在等待已发出的请求完成后停止…
outbox-status-sending = 发送中
outbox-status-paused = 已暂停
outbox-status-cancelled = 已取消
outbox-status-interrupted = 已中断：继续以发送剩余部分
outbox-status-needs-attention = 需要您决定
outbox-status-done = 已完成
outbox-pause = 暂停
    .hover = 在已发出的请求得到答复后停止
outbox-resume = 继续
    .hover = 发送仍在等待的请求
outbox-cancel = 取消…
outbox-unknown-summary = 发给 { $recipients } 位收件人的 { $requests } 个请求可能已送达：
outbox-resend-all-unknown = 重新发送所有不确定的请求…
    .hover = 会先询问：收件人可能已经收到
outbox-mark-all-delivered = 将所有不确定的请求标记为已送达…
    .hover = 会先询问。您已确认：消息已送达，不会再次发送。

## 发送任务的请求

outbox-requests-header = 发送任务 { $job } 的请求（{ $count }）
outbox-no-decisions = 这里没有需要您决定的请求。
outbox-column-request = 请求
outbox-column-state = 状态
outbox-column-attempts = 尝试次数
outbox-column-recipients = 收件人
outbox-column-decision = 您的决定
outbox-column-what-happened = 结果
outbox-state =
    { $state ->
        [queued] 排队中
        [sending] 发送中…
        [sent] 已发送
        [pending] 待审核
        [rejected] 已拒绝
        [failed] 失败
        [retrying] 重试中
       *[unknown] 不确定
    }
outbox-row-recipients = { $count } 位收件人：{ $names }…
outbox-receipt = 回执：
outbox-resend = 重新发送…
    .hover = 会先询问：它可能已经送达
outbox-mark-delivered = 标记为已送达
    .hover = 您已确认：它已送达，不会再次发送。
outbox-retry = 重试
    .hover = 它肯定未送达：重新发送
outbox-retry-without = 重试（排除 { $count } 位无效收件人）
    .hover = 排除名录指出的收件人

## 确认

outbox-go-back = 返回
outbox-cancel-heading = 取消发送任务 { $job }？
outbox-cancel-text = 尚未发送的 { $count } 个请求将永远不会发送。已发出的请求可以完成。此操作无法撤销。
outbox-cancel-go = 取消发送任务
outbox-cancel-back = 保留
outbox-resend-heading = 重新发送发送任务 { $job } 的请求 { $seq }？
outbox-resend-text = 它的答复已丢失，因此可能已送达其 { $count } 位收件人。如果已送达，他们会收到两次消息。
outbox-resend-go = 重新发送
outbox-resend-all-heading = 重新发送发送任务 { $job } 的所有不确定请求？
outbox-resend-all-text = 要重新发送给 { $requests } 个请求中的 { $recipients } 位收件人吗？他们可能已经收到此消息。这些请求的答复已丢失：已收到的人会收到两次。
outbox-resend-all-go = 全部重新发送
outbox-delivered-all-heading = 将发送任务 { $job } 的所有不确定请求标记为已送达？
outbox-delivered-all-text = 要将发给 { $recipients } 位收件人的 { $requests } 个请求记录为已送达吗？请在确认他们已收到后再这样做：这些请求不会再次发送。
outbox-delivered-all-go = 记录为已送达

## 窗口角落的通知

outbox-refused-job = 发送任务 { $job }：发件箱无法执行该操作。
outbox-refused = 发件箱无法执行该操作。
outbox-interrupted-one = 发送任务 { $job } 在发送时中断。在您于发件箱中继续之前，不会再发送任何内容。
outbox-interrupted-many = { $count } 个发送任务在发送时中断（发送任务 { $jobs }）。在您于发件箱中继续之前，不会再发送任何内容。
outbox-ended-finished = 发送任务 { $job } 已完成：{ $people }。
outbox-ended-finished-decisions = 发送任务 { $job } 已完成：{ $people }。有 { $count } 个请求需要您在发件箱中决定。
outbox-ended-paused = 发送任务 { $job } 已暂停：{ $people }。
outbox-ended-cancelled = 发送任务 { $job } 已取消：{ $people }。
outbox-ended-cancelled-elsewhere = 发送任务 { $job } 已在另一个窗口或命令行中取消：{ $people }。
outbox-ended-paused-elsewhere = 发送任务 { $job } 已在另一个窗口或命令行中暂停：{ $people }。
outbox-ended-signed-out = 发送任务 { $job } 已暂停，您已退出登录：请重新登录并在发件箱中继续。目前：{ $people }。
outbox-ended-asked-to-wait = 发送任务 { $job } 已暂停：{ $note } 目前：{ $people }。
outbox-ended-crashed = 发送任务 { $job } 已暂停：{ $note }
outbox-ended-refused = 发送任务 { $job } 未发送：发件箱无法接手。
outbox-ended-stopped = 为安全起见，发送任务 { $job } 已停止：发件箱无法继续。没有任何内容被发送两次；问题解决后请继续。
outbox-resolved-resend = 发送任务 { $job }：正在重新发送 { $requests } 个请求，共 { $recipients } 位收件人。
outbox-resolved-delivered = 发送任务 { $job }：发给 { $recipients } 位收件人的 { $requests } 个请求已记录为已送达。

# A job sent again (resume, retry, resend) that the team's check stopped; each person it found follows on a line of their own (outbox-stopped-again-person). $job: the job's number.
outbox-stopped-again = 发送任务 { $job } 未重新发送：团队数据库的检查阻止了此操作。未发送任何内容。
# $name: the recipient; $why: a colleague's recent message or live claim (composer-team-…).
outbox-stopped-again-person = { $name }：{ $why }

# A request's note: what became of it, in the outbox's table. $why: what went wrong, a whole sentence (errors-…).
outbox-team-check-nothing-sent = 未发送任何内容：无法完成团队检查。
outbox-team-check-cannot-use-team = 未发送任何内容：此工作站无法使用已加入的团队数据库。
outbox-team-check-no-team = 未发送任何内容：此名录没有可供检查的团队数据库。
outbox-team-check-failed = 未发送任何内容：团队数据库检查失败。
outbox-team-check-unreachable = 无法连接位于 { $host } 的团队数据库：无法检查请勿联系标记和近期联系记录；未发送任何内容。
outbox-team-check-cannot-check = 无法检查请勿联系标记和近期联系记录；未发送任何内容。
outbox-note-crashed = 发送意外停止（{ $reason }）。已发出的请求可能已送达；未发送其他内容。请继续发送任务以发送其余部分。
outbox-note-interrupted = 此请求发出期间发送被中断：可能已送达。
outbox-note-nobody-to-contact = 未发送：创建发送任务后，此请求中的所有收件人都被标记为请勿联系。
outbox-note-nobody-to-contact-for-team = 未发送：创建发送任务后，此请求中的所有收件人都被团队标记为请勿联系。
outbox-note-marked-delivered = 已由您标记为已送达。
outbox-note-receipt-unreadable = 名录已接受该消息，但无法读取其回执。
outbox-note-timed-out-after-sending = 消息发出后，名录未及时回复。
outbox-note-broke-after-sending = 消息发出后连接中断。
outbox-note-maybe-delivered = { $why }该消息可能已送达：再次发送前请先核实。
outbox-note-sign-in-again = 未发送。{ $why }请重新登录并继续发送。
# $count: how many times it was tried.
outbox-note-gave-up = 尝试 { $count } 次后仍未送达。{ $why }
outbox-note-trying-again = { $why }我们将重试。
# $until: a date and time in UTC ("2026-11-18 13:06 UTC"); $hours, $minutes: how long from the answer.
outbox-note-wait-until = 名录要求等待至 { $until }（{ $hours } 小时 { $minutes } 分钟）；该发送任务已暂停，届时将自动继续。
outbox-note-wait-over-a-year = 名录要求等待一年以上（{ $seconds } 秒）才能继续发送；该发送任务已暂停。请在名录的限制解除后继续。
outbox-note-team-away = 无法查询团队数据库，不知是否有同事将某人标记为“请勿联系”；该发送任务已暂停，将于 { $until } 重试，并先与团队核对。
outbox-paused-as-it-ran = 发送过程中窗口被关闭或程序停止，任务随之暂停；继续即可发送其余部分。
outbox-paused-by-word = 已手动暂停（在此窗口、其他窗口或命令行中）；继续即可发送其余部分。

# $names: the recipients of one request, as a list.
outbox-row-not-delivered = 未送达：{ $names }
outbox-row-left-out = 已排除：{ $names }
outbox-select-request = 选择
outbox-resend-selected = 重新发送所选的 { $count } 个…
outbox-mark-selected-delivered = 将所选的 { $count } 个标记为已送达…
outbox-resend-selected-heading = 重新发送发送任务 { $job } 中所选的不确定请求？
outbox-delivered-selected-heading = 将发送任务 { $job } 中所选的不确定请求标记为已送达？
