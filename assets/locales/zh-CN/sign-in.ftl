# 通过浏览器登录：可能出现的问题，以及令牌的剩余有效时间。

sign-in-not-started = 无法开始登录：连接尚未打开。
sign-in-no-keyring = 您的系统没有密钥环，因此无法保存此次登录。
sign-in-not-kept = 无法保存此次登录。{ $why }

sign-in-expired = 已过期
sign-in-in-minutes = { $count } 分钟后
sign-in-in-hours = { $count } 小时后

# Why a sign-in through the browser ended before it began or without an answer.
sign-in-settings-unreadable = 无法读取此名录的登录设置。
sign-in-stopped = 登录意外中止。
