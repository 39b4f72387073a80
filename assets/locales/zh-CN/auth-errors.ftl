# 用简明语言说明的登录、续期和密钥环错误（src/auth/plain_words.rs）。
# 身份提供方和程序库的原文保留在详细信息中。

auth-errors-cancelled = 登录已取消。
auth-errors-browser-timed-out = 浏览器未及时回复。请重新登录。
auth-errors-cannot-listen = 应用无法在此计算机上等待浏览器的回复。
auth-errors-answer-failed-checks = 登录回复未通过本应用的检查，因此未登录任何用户。
auth-errors-keys-unavailable = 无法获取登录提供方的密钥，因此无法验证此次登录。
auth-errors-account-mismatch = 登录信息与名录指向不同的用户，因此未登录任何用户。
auth-errors-browser-not-opened = 无法打开浏览器：请打开显示的地址。
auth-errors-provider-address = 登录提供方的地址不可用。
auth-errors-invalid-grant = 登录已失效。请重新登录。
auth-errors-provider-refused = 登录提供方拒绝了请求。
auth-errors-provider-unreachable = 无法连接到登录提供方。
auth-errors-provider-malformed = 无法读取登录提供方的回复。
auth-errors-no-keyring = 此系统没有可保存机密信息的密钥环。
auth-errors-keyring-timed-out = 系统密钥环未响应。是否已锁定？
auth-errors-keyring-refused = 系统密钥环拒绝了请求。
auth-errors-signed-out = 已退出登录：登录无法再续期。请重新登录。
auth-errors-not-renewed = 无法续期登录。{ $reason }
auth-errors-renewal-stopped = 登录续期意外停止。如果下一个请求被拒绝，请重新登录。

## 登录提供方按其 OAuth 错误代码拒绝了登录。

auth-errors-refused-access-denied = 您拒绝了此次登录，因此 Directory Desk 未获得访问权限。
auth-errors-refused-invalid-request = 提供方认为登录请求格式有误。
auth-errors-refused-unauthorized-client = 提供方不允许本应用以这种方式登录；请检查该环境的客户端 ID。
auth-errors-refused-unsupported-response-type = 提供方不支持本应用请求的登录方式（code id_token）。
auth-errors-refused-invalid-scope = 提供方拒绝了本应用请求的权限（scope）。
auth-errors-refused-server-error = 提供方出现问题，无法完成登录；请重试。
auth-errors-refused-unavailable = 提供方繁忙或正在维护；请稍后重试。
auth-errors-refused-interaction = 提供方要求您在浏览器中登录或授予同意；请重试。
auth-errors-refused-other = 提供方拒绝了登录（{ $code }）。
