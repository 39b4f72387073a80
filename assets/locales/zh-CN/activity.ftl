# 活动日志：本次会话对名录 API 的每次调用。

activity-title = 活动：{ $calls } 次 API 调用，{ $problems } 次出现问题
activity-filter = 筛选调用：
    .hint = 路径、状态、消息…
