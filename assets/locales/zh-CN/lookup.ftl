# “UUID 查询”选项卡：粘贴框、进行中的查询，以及带供应商列的结果表格。

## 粘贴框

lookup-paste-label = UUID、资料链接、CSV 或电子邮件文本：
lookup-paste-hint = 粘贴一个或数百个 UUID，可来自任意文本（Ctrl+L）
lookup-look-up = 查询
lookup-clear-table = 清空表格
lookup-paste-samples = 粘贴示例 UUID
    .hover = 来自内置沙盒的 25 位自由译员
lookup-not-uuids = { $count } 项不是 UUID
lookup-paste-nothing-new = 该文本中没有新的 UUID。
lookup-paste-new = { $count } 个新 UUID
lookup-paste-new-duplicates = { $count } 个新 UUID，已舍弃 { $duplicates } 个重复项
lookup-paste-new-invalid = { $count } 个新 UUID，{ $invalid } 项不是 UUID（见下方列表）
lookup-paste-new-duplicates-invalid = { $count } 个新 UUID，已舍弃 { $duplicates } 个重复项，{ $invalid } 项不是 UUID（见下方列表）
lookup-imported = 已从 { $file_name } 导入 { $count } 个 UUID。请点击“查询”。
lookup-imported-with-invalid = 已从 { $file_name } 导入 { $count } 个 UUID；{ $invalid } 项不是 UUID。请点击“查询”。

## 进行中的查询

lookup-progress = 已完成 { $done }，失败 { $failed }，剩余 { $left }
lookup-cancel = 取消
lookup-finished = 查询完成：找到 { $found } 个，失败 { $failed } 个。
lookup-cancelled = 查询已取消：找到 { $found } 个，失败 { $failed } 个，未查询 { $left } 个。
lookup-stopped = 查询已中止。{ $reason }
lookup-not-found-why = 名录中没有使用此 UUID 的自由译员。
lookup-not-looked-up = 未查询：查询已中止。

## 表格上方的工具栏

lookup-filter = 筛选：
lookup-filter-hint = 姓名、国家/地区、语言、代码…
lookup-rows = 显示 { $shown }/{ $total } 行，已选 { $selected } 行
lookup-select-all-filtered = 全选筛选结果
lookup-clear-selection = 清除选择
lookup-add-to-recipients = 将所选添加到收件人
lookup-offer-job = 发出工作邀约…
    .hover = 按波次向所选自由译者发出工作邀约，直到有人接受
lookup-export-csv = 导出 CSV
lookup-show-local-time = 显示当地时间
    .hover = 显示每位自由译员的当地时间和 UTC 时差
lookup-show-vendor-columns = 显示供应商列
    .hover = 显示每位自由译员的状态、标签、最近联系时间和对邀约的回复情况
lookup-show-availability = 显示今日空闲情况

## 表格的列，以及导出时列在旁边的代码列标题

lookup-column-name = 姓名
lookup-column-account-type = 账户类型
lookup-column-country = 国家/地区
lookup-column-pairs = 语言对
lookup-column-membership = 会员资格
lookup-column-state = 查询状态
lookup-column-local-time = 当地时间
lookup-column-status = 状态
lookup-column-tags = 标签
lookup-column-last-contacted = 最近联系
lookup-column-responsiveness = 回复情况
lookup-responsiveness = 已回复 { $answered }/{ $offered }
lookup-responsiveness-median = 已回复 { $answered }/{ $offered }，中位数 { $median }
lookup-responsiveness-last = { $record }。{ $last }
lookup-column-available-today = 今日空闲
lookup-codes-account-type = 账户类型代码
lookup-codes-country = 国家/地区代码
lookup-codes-pairs = 语言对代码

## 表格的行

lookup-select-row = 选择
lookup-do-not-contact = ⛔ 请勿联系
    .hover = 已标记为请勿联系：不会出现在任何消息的收件人中
lookup-state-loading = 加载中
lookup-state-loaded = 已加载
lookup-state-not-found = 未找到
lookup-state-not-allowed = 无权访问
lookup-state-error = 错误：{ $reason }
lookup-country-with-code = { $name }（国家/地区代码 { $code }）
lookup-account-type-with-code = { $name }（账户类型 { $code }）
lookup-local-time = 当地时间 { $time }，{ $offset }

## 供应商列及其菜单

lookup-vendor-menu = 供应商 ▾
    .hover = 更改所选行的供应商记录
lookup-vendor-set-status = 设置状态
lookup-vendor-no-status = 无状态
lookup-vendor-tag-to-add = 新标签
lookup-vendor-add-tag = 为所选行添加标签
lookup-vendor-remove-tag = 移除标签
lookup-vendor-no-tags = 所选行没有标签。
