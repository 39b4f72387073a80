# News in the window's corner (toasts).

notice-dismiss = Dismiss
