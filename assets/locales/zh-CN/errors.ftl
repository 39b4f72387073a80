# 用简明语言说明的错误（src/api/plain_words.rs）：名录出问题时首先读到的一句话。
# 技术细节另行保留，使用英文。

errors-base-url = 名录的地址不可用。请在连接设置中检查。
errors-invalid-request = 请求未发送，因为其中有无效内容。
errors-unauthorized-api-key = 名录拒绝了 API 密钥。
errors-unauthorized-token = 名录未接受此次登录。
errors-unauthorized-expired = 登录已过期。
errors-unauthorized-other = 名录拒绝了凭据。
errors-forbidden = 此账户无权执行该操作。
errors-not-found = 名录中没有该内容。
errors-rejected = 名录拒绝了请求；原因见详细信息。
errors-not-available-search = 此名录不提供自由译员搜索。
errors-not-available-availability = 此名录不提供空闲情况。
# $what：所请求的内容，按代码中的名称（英文）。
errors-not-available = 此名录不提供以下功能：{ $what }。
errors-unsupported-media-type = 名录不接受请求的发送格式。
errors-rate-limited-wait = 名录繁忙，要求等待 { $count } 秒。
errors-rate-limited = 名录繁忙，要求放慢请求速度。
errors-server-trouble = 名录目前出现故障。
errors-malformed = 无法读取名录的回复。
errors-transport-connect = 无法连接到名录。
errors-transport-timeout = 名录未及时回复。
errors-transport-dropped = 名录回复之前连接已中断。

## 团队数据库的地址（src/team/url.rs），显示在连接设置的表单中。
## USER、HOST 和 DATABASE 是地址中需要填写的部分。

errors-team-url-unreadable = 不是团队数据库 URL（{ $problem }）；请写成 postgres://USER@HOST/DATABASE
errors-team-url-scheme = 团队数据库 URL 应以 postgres:// 开头，而不是 { $scheme }://
errors-team-url-no-host = 团队数据库 URL 未指定主机：postgres://USER@HOST/DATABASE
errors-team-url-several-hosts = 团队数据库 URL 必须只指定一个主机
errors-team-url-no-user = 团队数据库 URL 未指定用户：postgres://USER@HOST/DATABASE
errors-team-url-no-database = 团队数据库 URL 未指定数据库：postgres://USER@HOST/DATABASE
errors-team-url-setting = 团队数据库 URL 含有本工作台不接受的设置：{ $setting }（TLS 由主机决定：除环回地址外的任何主机均须使用）
errors-team-url-cannot-hold-user = 团队数据库 URL 无法包含用户
