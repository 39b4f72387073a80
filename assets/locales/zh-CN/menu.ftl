# 菜单栏：文件、视图及其菜单项。

menu-file = 文件
menu-view = 视图
menu-import-uuids = 从文件导入 UUID…
    .hover = CSV、文本、电子邮件：其中的每个 UUID 都会进入查询框
menu-import-uuids-title = 导入 UUID
menu-filter-lists = 名单和文本
menu-filter-all = 所有文件
menu-import-list = 从文件导入名单…
    .hover = 将文件中的每个 UUID（uuid,name 格式的 CSV 或任意文本）存为一个命名名单
menu-import-list-title = 导入收件人名单
menu-export-list = 导出名单…
menu-export-list-entry = { $name }（{ $members }）
menu-export-list-title = 导出收件人名单
menu-no-lists = 此名录中还没有名单
menu-downloads-default = 下载文件夹（默认）
menu-exports-go-to = CSV 导出位置：{ $folder }
menu-choose-export-folder = 选择导出文件夹…
menu-choose-export-folder-title = CSV 导出位置
menu-export-to-downloads = 改回导出到下载文件夹
menu-zoom = 缩放：{ $percent }%
menu-zoom-in = 放大
menu-zoom-out = 缩小
menu-actual-size = 实际大小
menu-language = 语言
menu-language-system = 跟随系统（{ $language }）
