# Exporting tables as CSV files, and importing files.

# $count: the rows written, without the header; $path: the file written.
files-exported = Exported { $count } rows to { $path }
# $why: what went wrong.
files-export-failed = Could not export: { $why }
