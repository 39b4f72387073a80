# 会话：打开名录，以及未能打开或已退出登录的原因。

session-default-environment = 默认环境
session-stopped-opening = 连接在打开过程中中断。
session-worker-failed = 应用无法启动后台任务。
session-config-invalid = 配置文件无效：“连接设置…”会显示出错位置及该文件所在的文件夹。
session-settings-unreadable = 无法读取连接设置。
session-app-only = { $environment } 以应用本身的身份登录（app_only），只有命令行支持此方式。窗口通过 API 密钥或浏览器登录。
session-no-keyring = 此系统没有密钥环，因此每次运行之间不会记住登录信息。
session-keyring-unreadable = 无法读取系统密钥环。{ $problem }
session-browser-sign-in-unusable = 已为 { $environment } 保存浏览器登录信息，但无法使用：{ $problem }
