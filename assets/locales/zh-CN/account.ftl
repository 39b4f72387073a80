# “账户”面板：使用哪个名录、登录（浏览器或 API 密钥）、当前登录者，以及身份令牌的内容。

account-heading = 账户
account-keyring-busy = 正在访问系统密钥环…
account-directory-heading = 名录
account-environment = 环境：
account-custom-url = 自定义基础 URL：
account-connect = 连接

account-sandbox-sign-in-again = 可通过浏览器重新登录，也可换用另一个沙盒用户：
account-sandbox-sign-in = 以沙盒用户身份通过浏览器登录，与真实名录的登录方式相同：
account-sign-in-to = 登录到 { $name }
account-or = 或
account-api-key = API 密钥：
account-sign-in = 登录
account-key-note = 密钥会先经名录验证；密钥和登录信息只保存在系统密钥环中。
account-sandbox-demo-key = 内置沙盒使用其演示密钥登录；密钥环中不保存任何内容。
account-sign-out = 退出登录

account-uuid = UUID
account-name = 名称
account-email = 电子邮件
account-type = 账户类型
account-membership = 会员资格
account-directory = 名录

account-nobody-signed-in = 未登录任何用户。
account-sign-in-browser = 通过浏览器登录
    .hover = 在浏览器中打开名录的登录页面；结果经由 127.0.0.1 返回本应用。
account-cancelling = 正在取消…
account-waiting-for-browser = 正在等待浏览器…
account-cancel = 取消
account-no-browser = 未打开浏览器（{ $why }）。请自行在浏览器中打开此地址：
account-open-address-yourself = 如果浏览器没有打开，请自行打开此地址：
account-copy-address = 复制地址

account-kept-only-in-keyring = Directory Desk 只将登录信息保存在系统密钥环中，从不保存到文件。
account-keep-for-session = 仅在本次会话中保持登录
account-dont-sign-in = 不登录

account-signed-in-through-browser = 已通过浏览器登录（OAuth 2.0 + OpenID Connect）
account-linked-user = 关联用户
account-linked-user-value = { $uuid }（名录确认为同一用户）
account-claim-sub = 主体 (sub)
account-claim-iss = 签发者 (iss)
account-claim-aud = 受众 (aud)
account-claim-iat = 签发时间 (iat)
account-claim-exp = 过期时间 (exp)
account-claim-auth-time = 登录时间 (auth_time)
account-signature = 签名
account-signature-verified = 已验证（{ $alg }）
account-signature-verified-unnamed = 已验证（令牌的算法）
account-signature-not-verified = 签名未验证
account-no-key = 没有可用于 { $alg } 的密钥（为此环境设置 jwks_url 即可提供）。账户关联已核实：名录确认的用户与令牌一致。
account-no-key-unnamed = 没有可用于令牌算法的密钥（为此环境设置 jwks_url 即可提供）。账户关联已核实：名录确认的用户与令牌一致。
account-access-token = 访问令牌
account-access-token-expires = { $at } 过期（{ $from_now }）
account-kept = 保存方式
account-kept-keyring = 保存在系统密钥环中；下次启动时用它登录
account-kept-session-only = 仅限本次会话：此系统没有密钥环
account-kept-sandbox = 未保存：内置沙盒停止时会忘记其登录
account-claims-not-kept = 身份令牌的内容仅在登录后立即显示；密钥环只保存令牌。
