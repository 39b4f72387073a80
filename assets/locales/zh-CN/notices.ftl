# 窗口角落的通知。

notice-dismiss = 关闭
