# 状态栏：谁已登录，登录到哪里。

status-bar-connecting = 正在连接到 { $environment }…
status-bar-signed-out-why = 未登录到 { $environment }。{ $why }
status-bar-signed-out-browser = 未登录到 { $environment }：请在“账户”选项卡中通过浏览器登录或添加 API 密钥。
status-bar-signed-out-key = 未登录到 { $environment }：请在“账户”选项卡中添加 API 密钥。
status-bar-failed = 未连接到 { $environment }。{ $problem }
status-bar-signing-in = 正在登录…
status-bar-signed-in =
    { $via ->
        [browser] 已登录为 { $who }（通过浏览器）
       *[key] 已登录为 { $who }
    }
status-bar-name-not-shown = （名称未显示）
status-bar-not-signed-in = 未登录。{ $problem }
status-bar-sandbox = 内置沙盒
