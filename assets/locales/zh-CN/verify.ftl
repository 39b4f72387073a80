# 对消息编辑器收件人的验证（逐一查询）如何结束。

verify-looked-up = 已查询 { $checked } / { $total }。
verify-cancelled = 验证在 { $checked } / { $total } 后取消；其余收件人未验证。
verify-signed-out = 验证已停止。{ $why }
verify-connection-lost = 验证在 { $checked } / { $total } 后停止：连接已关闭。
verify-ended-restricted = { $ended }{ $count } 位受限：其资料存在且可接收消息，但无法读取。
verify-not-in-directory = 名录中没有使用此 UUID 的用户。
