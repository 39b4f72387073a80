# 将表格导出为 CSV 文件，以及导入文件。

files-exported =
    已将 { $count } 行导出到 { $path }
files-export-failed = 无法导出：{ $why }
