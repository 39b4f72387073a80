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
