# “帮助”菜单、“关于”窗口，以及打开崩溃报告的提示。“Directory Desk”是应用名称，不翻译。

help-menu = 帮助
help-about = 关于 Directory Desk
help-open-logs = 打开日志文件夹
    .hover = 日志文件和崩溃报告，可附在支持请求中
help-copy-diagnostics = 复制诊断信息
    .hover = 版本、构建、操作系统、渲染器和名录，用于支持请求。不含密钥、令牌或电子邮件地址。
help-could-not-make = 无法创建 { $path }：{ $problem }
help-could-not-open = 无法打开 { $path }：{ $problem }

## “关于”窗口

help-about-description = 面向翻译公司员工的桌面工作台：在翻译服务名录中查询自由译员，并安全地向他们发送消息。
help-version = 版本
help-build = 构建
help-licence = 许可证
help-renderer = 渲染器

## 崩溃之后

help-crash-offer = Directory Desk 上次意外关闭。已保存一份崩溃报告（其中不含密钥或令牌）；请将其附在支持请求中。
help-open-crash-report = 打开崩溃报告
help-dismiss = 关闭
