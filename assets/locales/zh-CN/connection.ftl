# 连接设置：名录的位置和登录方式，以及“团队数据库”部分。配置文件中的名称（JWKS、bearer、
# basic、query 等）保持原样。

connection-settings-open = 连接设置…
    .hover = 此名录的位置以及登录方式
    .disabled = 内置沙盒和在下方输入的地址没有可更改的设置。
connection-add = 添加名录…
connection-remove = 删除
connection-remove-question = 要从配置中删除 { $name } 及其登录信息和客户端密钥吗？
connection-remove-named = 删除 { $name }
connection-keep-it = 保留
connection-removing = 正在删除…

connection-title-add = 添加名录
connection-title-named = 连接设置：{ $name }
connection-title = 连接设置
connection-reading = 正在读取设置…

connection-new-name = 名录名称
connection-base-url = 名录地址
connection-auth-url = 登录地址
connection-client-id = 客户端 ID
connection-redirect-port = 重定向端口
connection-jwks-url = 签名密钥地址 (JWKS)
connection-send-concurrency = 同时发送的请求数
connection-send-per-second = 每秒请求数
connection-send-chunk-size = 每个请求的收件人数
connection-recent-contact-days = 近期联系：天数
connection-api-key-header = API 密钥标头
connection-client-auth = 客户端密钥发送方式
connection-response-mode = 响应模式
connection-hint-default = 默认：{ $value }
connection-hint-none = 无
connection-hint-api-key-only = 无：使用 API 密钥登录
connection-new-needs-address = 新名录需要填写地址。

connection-client-secret = 客户端密钥
connection-secret-forgotten = 保存时将从系统密钥环中删除
connection-secret-undo = 撤销
connection-secret-stored = 已保存在系统密钥环中
connection-secret-replace = 替换
connection-secret-forget = 忘记
connection-secret-hint = 仅当提供方给出时填写
connection-secret-keep = 保留已保存的密钥
connection-secret-unreadable = 无法读取密钥环：{ $why }
connection-secret-note = 只保存在系统密钥环中，从不写入配置文件。

connection-scopes = 登录时请求：
connection-scope-openid = 确认您的身份
connection-scope-message-send = 发送消息
connection-scope-user-email = 读取电子邮件地址
connection-scope-user-name = 读取名称
connection-scope-userlist = 读取和更改您在目录中的用户列表
connection-scope-offline-access = 保持登录
connection-scope-message-read = 读取您的消息
connection-scope-profile-read = 读取资料
connection-scope-public = 读取名录公开数据

connection-more-sign-in = 更多登录设置
connection-app-only = 仅应用：以应用本身的身份登录，用于公开数据（无用户、无浏览器）
connection-sending = 发送
connection-team = 团队数据库

connection-test = 测试连接
    .hover = 按此处输入的内容访问名录和登录地址，不保存
connection-test-needs-address = 请先填写名录地址。
connection-testing = 正在测试…
connection-save = 保存
connection-cancel = 取消
connection-saving = 正在保存…
connection-mend-fields = 请先更正标出的字段再保存；尚未写入任何内容。
connection-reset-to-defaults = 恢复默认设置
connection-reset-question = 要将 { $name } 恢复为默认设置吗？文件中它的设置将被删除；密钥环中的客户端密钥会保留，直到您将其忘记。
connection-reset = 恢复
connection-dont-reset = 不恢复

connection-unreadable-note = 在文件修正之前，不会写入任何内容。
connection-open-folder = 打开文件所在文件夹
connection-close = 关闭

## “团队数据库”部分

connection-team-url-label = URL
connection-team-coordinator-label = 协调员
connection-team-checked = 每次向此名录发送，无论来自窗口还是命令行、是新发送还是再次发送（继续、重试、重新发送），都会对照团队的请勿联系标记、同事的近期联系和有效认领进行检查。
connection-team-alone = 此工作台单独使用此名录：未加入任何团队数据库。
connection-team-status = 状态
    .hover = 询问团队数据库是否响应以及其中的内容
connection-team-leave = 退出…
connection-team-join = 加入…
    .hover = 与同事的工作台共享请勿联系标记、联系记录和认领
connection-team-joining = 正在加入：连接团队数据库…
connection-team-checking = 正在查询团队数据库…
connection-team-leaving = 正在退出…
connection-team-leave-question = 要退出团队数据库吗？其 URL 将从配置中删除，其密码将从系统密钥环中删除；记录仍保留在服务器上，供其他工作台使用。
connection-team-leave-confirm = 退出团队
connection-team-stay = 留在团队

connection-team-url = 团队数据库 URL
connection-team-password = 团队密码
connection-team-password-hint = 仅当服务器要求时填写
connection-team-coordinator = 协调员名称
connection-team-coordinator-hint = 同事看到的名称
connection-team-password-note = 密码只保存在系统密钥环中，从不写入配置文件。除本机外，连接任何主机都必须使用 TLS。
connection-team-join-confirm = 加入
connection-team-dont-join = 不加入
connection-team-needs-coordinator = 请填写协调员名称，即同事看到的名称。

connection-team-joined = 已加入位于 { $host } 的团队数据库。
connection-team-joined-password-kept = 已加入位于 { $host } 的团队数据库。其密码保存在系统密钥环中，而不是配置文件中。
connection-team-not-joined = { $problem } 未保存任何内容：此工作台未加入。

connection-team-connected-yes = 已连接：是。
connection-team-connected-no = 已连接：否。
connection-team-schema = 架构版本：{ $version }。
connection-team-schema-empty = 尚无（空数据库）
connection-team-schema-newer = { $version }（比此工作台已知的版本 { $known } 更新）
connection-team-schema-not-ours = 不是团队数据库（{ $tables }）
connection-team-counts = 此名录：{ $desks } 个工作台，{ $do_not_contact } 个请勿联系标记，{ $contacts } 条联系记录，{ $claims } 个有效认领。

# Why the window could not open a directory (the session's failure).
connection-error-sandbox = 无法启动内置沙盒。
# $environment: the environment's name as configured.
connection-error-no-api-key = { $environment } 没有 API 密钥：请在“账户”选项卡中添加。
