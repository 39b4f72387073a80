# 窗口框架：选项卡、结果旁的资料，以及应用为各面板所做操作的通知。
# 名录（$directory）可能是地址，也可能是 app-directory-sandbox 或 app-directory-old-environment，
# 因此写作“（名录：…）”。

## 名录

app-directory-sandbox = 内置沙盒
app-directory-old-environment = 环境“{ $name }”（区分名录之前）

## 窗口

app-profile = 资料
app-importing = 正在导入文件…
app-drop-hint = 将文件拖放到此处，导入其中的 UUID（CSV、文本、电子邮件…）
app-blocked-not-connected = 未连接到名录
app-blocked-outbox-failed = 无法打开发件箱：无法发送任何内容
app-blocked-outbox-opening = 正在打开发件箱

## 选项卡

app-tab-lookup = UUID 查询
app-tab-search = 名录搜索
app-tab-compose = 撰写
app-tab-compose-recipients = 撰写（{ $count }）
app-tab-outbox = 发件箱
app-tab-offers = 工作邀约
app-tab-outbox-sending = 发件箱（发送中）
app-tab-outbox-needing-you = 发件箱（{ $count } 项待处理）
app-tab-account = 账户

## 通用元素

app-not-shown = 未显示
app-empty = （空）
app-details = 详情

## 登录与退出登录

app-signed-out = 已退出 { $environment } 的登录。
app-signed-out-forgotten = 已退出 { $environment } 的登录；其 API 密钥和登录信息已从系统密钥环中删除。
app-sign-out-failed = 仍处于登录状态：无法删除凭据。{ $problem }
app-key-not-accepted = 该 API 密钥未被接受；未保存任何内容。
app-key-kept = 已登录。API 密钥保存在系统密钥环中。
app-key-not-kept = 已登录，但无法保存 API 密钥。{ $problem } 下次将再次要求输入。
app-sandbox-stopped = 用于登录的内置沙盒已停止；请重新登录。
app-browser-signed-in = 已通过浏览器登录 { $environment }。
app-browser-signed-in-keyring = 已通过浏览器登录 { $environment }。登录信息保存在系统密钥环中。
app-browser-signed-in-session-only = 已通过浏览器登录 { $environment }，仅限本次会话。
app-credentials-refused = 名录不再接受这些凭据。

## 连接设置

app-settings-reset = { $environment } 已恢复为默认设置。
app-settings-saved = 已保存 { $environment } 的连接设置。
app-settings-saved-secret-kept = 已保存 { $environment } 的连接设置。客户端密钥保存在系统密钥环中。
app-settings-saved-secret-removed = 已保存 { $environment } 的连接设置。客户端密钥已从系统密钥环中删除。
app-settings-saved-keyring-failed = 设置已保存，但无法修改系统密钥环：{ $problem }。客户端密钥保持不变。
app-added-keyring-not-cleared = 已添加 { $environment }，但无法删除之前同名环境在系统密钥环中留下的内容（{ $problem }）；使用前请重新登录。
app-environment-removed = 已删除 { $environment } 及其登录信息和客户端密钥。
app-environment-removed-keyring-failed = 已从配置中删除 { $environment }；无法从系统密钥环中删除其凭据（{ $problem }）。
app-test-while-opening = 连接仍在打开中：请稍后再测试。
app-no-config-folder = 此系统没有配置文件夹；请将 DIRECTORY_DESK_CONFIG 设置为文件路径。
app-config-unreadable = { $problem }。请修正该文件（或将其移走），然后重新打开设置。

## 团队数据库

app-no-data-folder = 此系统没有用于保存本工作台 ID 的数据文件夹；请将 DIRECTORY_DESK_DATA 设置为一个文件夹。
app-team-while-opening = 会话仍在打开中，团队数据库需通过会话访问：请稍后重试。
app-team-joined = 已以 { $coordinator } 的身份加入 { $host } 上的团队数据库（名录：{ $directory }）。
app-team-leave-failed = 无法退出团队数据库：{ $problem }。配置保持不变。
app-team-not-joined = 本工作台未加入任何团队数据库（名录：{ $directory }）。
app-team-left = 已退出团队数据库 { $url }（名录：{ $directory }）；其记录仍保留在服务器上，供其他工作台使用。
app-team-left-keyring-failed = 已退出团队数据库 { $url }（名录：{ $directory }）；其记录仍保留在服务器上，供其他工作台使用。无法从系统密钥环中删除其密码：{ $problem }。
app-team-vendors-not-written = 此名录的各工作台共用一个团队数据库（位于 { $host }），而窗口尚不能向其写入供应商记录：未做任何更改，您输入的内容已保留。请使用 `directory-desk vendors set` 或 `directory-desk vendors rate` 进行修改。

## 结果与收件人

app-matches-in-table = 已将 { $count } 条结果添加到“UUID 查询”选项卡的表格中。
app-added-to-recipients = 已添加 { $added } 位收件人（共 { $all } 位）。
app-added-to-recipients-already = 已添加 { $added } 位收件人（共 { $all } 位），{ $already } 位已在其中。
app-added-to-recipients-left-out = 已添加 { $added } 位收件人（共 { $all } 位）；{ $left_out } 个所选行因资料未加载而被略过。
app-added-to-recipients-already-left-out = 已添加 { $added } 位收件人（共 { $all } 位），{ $already } 位已在其中；{ $left_out } 个所选行因资料未加载而被略过。
app-vendors-unreadable = 无法读取供应商记录。
app-vendors-changed = 已更改 { $count } 位自由译员的供应商记录。
app-vendors-not-changed = 供应商记录未更改；一切保持原样。
app-outbox-write-failed = 未发送任何内容：无法将发送任务写入发件箱。

## 名单

# 用于“来自…的 3 位收件人”。
app-list-from-composer = 撰写页
app-list-file-mistyped = 文件中有 { $count } 项看似输错的 UUID，已略过。
app-list-saved = 已将 { $count } 位收件人保存为名单“{ $name }”（名录：{ $directory }）。
app-list-not-saved = 名单“{ $name }”未保存：{ $problem }
app-list-gone = 名单“{ $name }”已不存在（名录：{ $directory }）。
app-list-unreadable = 无法读取名单“{ $name }”。
app-lists-unreadable = 无法读取收件人名单。

## 文件、数据库、帮助

app-import-failed = 无法导入 { $file }。
app-export-folder-set = CSV 导出文件现在保存到 { $folder }
app-export-no-home = 无法导出：此系统没有可写入的主文件夹。
app-database-failed = 应用的数据库无法完成该操作。
app-database-not-opened = 无法打开应用的数据库：本次会话中无法保存草稿，也无法发送任何内容。
app-database-no-folder = { $path } 没有所在的文件夹
app-logs-not-opened = 无法打开日志文件夹。
app-no-logs = 此系统没有数据文件夹，因此没有日志。
app-diagnostics-copied = 诊断信息已复制：请将其粘贴到您的支持请求中。
app-job-stopped = 某项操作意外停止；请重试。详细信息见日志。
