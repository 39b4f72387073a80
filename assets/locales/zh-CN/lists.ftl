# 命名的收件人名单：读写名单文件，以及为名单命名的对话框。

lists-file-unreadable = 无法读取 { $file }：{ $why }
lists-file-empty = { $file } 为空：没有可导入的内容。
lists-file-no-uuids = 在 { $file } 中未找到 UUID：名单文件每行包含一个自由译员 UUID（uuid,name 格式的 CSV、资料链接或任意文本）。
lists-exported =
    已将名单“{ $name }”（{ $count } 名成员）导出到 { $path }
lists-export-failed = 无法导出名单“{ $name }”：{ $why }

## 为新名单命名的对话框。

lists-save-title = 保存为名单
lists-save-from =
    { $count } 位收件人，来自 { $source }。
lists-name = 名单名称
lists-exists =
    已存在名为“{ $name }”的名单（{ $count } 名成员）：保存将替换它。
lists-replace = 替换名单
lists-save = 保存名单
lists-name-needed = 请为名单命名
lists-cancel = 取消

## Lists linked to the directory's own user lists.

# $name: the list's name.
lists-view-only = 目录中仅以查看权限与您共享的列表：“{ $name }”无法在此更改。
# $name: the list's name.
lists-linked-not-deleted = “{ $name }”保存在目录中：无法在此删除（下次同步会将其恢复）。

## The lists panel (File → Recipient lists…).

lists-panel-title = 收件人列表
lists-panel-none = 此目录中还没有列表。
lists-panel-name = 列表
lists-panel-members = 成员
lists-panel-where = 位置
lists-panel-last-sync = 上次同步
# A list never synced (a local one).
lists-panel-never = —
lists-panel-local = 本地
lists-panel-gone = 已在目录中删除：此处保留，已取消关联
# $permission: one of the lists-panel-permission-* words.
lists-panel-on-directory = 在目录中（{ $permission }）
lists-panel-permission-own = 您的
lists-panel-permission-admin = 共享：管理
lists-panel-permission-edit = 共享：可编辑
lists-panel-permission-view = 共享：仅查看
lists-panel-sync = 与目录同步
lists-panel-sync-hover = 从目录获取您的列表及与您共享的列表，并将本工作台的更改发送到关联的列表
lists-panel-sync-disabled = 连接到目录后才能同步其列表
lists-panel-syncing = 正在与目录同步…
# $done, $total: lists synced so far, and in all.
lists-panel-syncing-of = 正在与目录同步：第 { $done } 个，共 { $total } 个列表
# $lists: lists synced; $changed: how many of them changed.
lists-panel-synced =
    已同步 { $lists } 个列表：{ $changed } 个有更改。
# $name: the list's name.
lists-panel-gone-named = “{ $name }”已在目录中删除：此处保留，已取消关联。
# $name: the list's name.
lists-panel-refused-named = 目录拒绝了对“{ $name }”的更改：此处未作任何更改。
lists-panel-no-scope = 目录的用户列表需要“userlist”权限，而此次登录未获得该权限：请重新登录以授予。其他功能不受影响。
# $why: what went wrong, in technical words.
lists-panel-failed = 无法同步列表：{ $why }
