# The activity log: every call this session made to the directory's API. The log's lines
# themselves (time, method, path, status, duration) are technical and not translated.

# The log's header. English has always said "1 API calls"; other languages use their plurals.
activity-title = Activity: { $calls } API calls, { $problems } with problems
activity-filter = Filter calls:
    .hint = path, status, message…
