package main

import (
	"fmt"
)

// Chinese (simplified and traditional) offices and developers: texts with secrets.

func hbwTw() (string, string) { p := pick(hbwTwNames); return p[0], p[1] }

func hbwZhSecrets() []hbwGen {
	return []hbwGen{
		{5, func() Sample { // DingTalk: test db password
			pw := hbwPw()
			host := hbwIP()
			t := fmt.Sprintf("%s：测试库 %s:3306 账号 root 密码 %s\n%s", pick(hbwZhNames)[0], host, pw,
				pick([]string{"别往生产上连啊", "用完跟我说一声，我改回去", "今晚之前有效"}))
			return hbwSec("db-password", "chat-dingtalk", t, []string{pw}, host)
		}},
		{5, func() Sample { // WeChat: office Wi-Fi
			ssid := pick([]string{"TP-LINK_", "ChinaNet-", "HUAWEI-", "Xiaomi_", "Office-"}) + rnd(upper+digits, 4)
			pw := pick([]string{rnd(digits, 8), rnd(lower+digits, 10), hbwPw()})
			t := fmt.Sprintf("%s\nWiFi：%s\n密码：%s\n%s", pick([]string{"新办公室网络已经通了👇", "会议室的无线换了", "各位，公司WiFi改密码了"}),
				ssid, pw, pick([]string{"访客请连 Guest", "有问题找行政", "🙏"}))
			return hbwSec("wifi-key", "chat-wechat", t, []string{pw}, ssid)
		}},
		{5, func() Sample { // Alibaba AK in chat
			id, sec := hbwAliID(), hbwAliSecret()
			t := fmt.Sprintf("@%s 新建的 RAM 子账号 AK 发你了，只给了 OSS 读写权限\nAccessKey ID：%s\nAccessKey Secret：%s\n用完记得在控制台禁用",
				pick(hbwZhNames)[0], id, sec)
			return hbwSec("alibaba-access-key-secret", "chat-dingtalk", t, []string{sec}, id)
		}},
		{5, func() Sample { // Tencent Cloud python
			id, key := hbwTcID(), hbwTcKey()
			t := fmt.Sprintf("from tencentcloud.common import credential\nfrom tencentcloud.sms.v20210111 import sms_client\n\n"+
				"# 腾讯云短信，临时写死，上线前改成读环境变量\ncred = credential.Credential(\"%s\", \"%s\")\nclient = sms_client.SmsClient(cred, \"%s\")\n",
				id, key, pick([]string{"ap-guangzhou", "ap-beijing", "ap-shanghai"}))
			return hbwSec("tencent-secret-key", "code-python", t, []string{key}, id)
		}},
		{4, func() Sample { // Huawei obsutil config
			ak, sk := hbwHwAK(), hbwHwSK()
			t := fmt.Sprintf("[root@ecs-%s ~]# cat ~/.obsutilconfig\n[Credentials]\nak=%s\nsk=%s\ntoken=\nendpoint=obs.%s.myhuaweicloud.com\n",
				rnd(lower+digits, 4), ak, sk, pick([]string{"cn-north-4", "cn-east-3", "cn-south-1", "ap-southeast-1"}))
			return hbwSec("huawei-secret-key", "shell", t, []string{sk}, ak)
		}},
		{5, func() Sample { // DingTalk robot webhook + sign
			tok, sec := rnd(hexs, 64), "SEC"+rnd(hexs, 64)
			t := fmt.Sprintf("# 钉钉群机器人告警\nDING_WEBHOOK = \"https://oapi.dingtalk.com/robot/send?access_token=%s\"\n# 安全设置：加签\nDING_SECRET = \"%s\"\n\n"+
				"def sign(ts):\n    s = f\"{ts}\\n{DING_SECRET}\"\n    return base64.b64encode(hmac.new(DING_SECRET.encode(), s.encode(), hashlib.sha256).digest())\n", tok, sec)
			return hbwSec("dingtalk-webhook-token", "code-python", t, []string{tok, sec})
		}},
		{4, func() Sample { // Feishu bot
			hook, sec := hbwUUID(), rnd(alnum, 22)
			t := fmt.Sprintf("飞书群里加了个自定义机器人，发版通知用：\nwebhook: https://open.feishu.cn/open-apis/bot/v2/hook/%s\n签名校验密钥: %s\n%s",
				hook, sec, pick([]string{"Jenkins 那边我已经配好了", "别外传哈", "关键词设置的是“发布”"}))
			return hbwSec("feishu-webhook", "chat-feishu", t, []string{hook, sec})
		}},
		{4, func() Sample { // Feishu app in yaml
			app, sec := "cli_a"+rnd(hexs, 15), rnd(alnum, 32)
			t := fmt.Sprintf("# 飞书开放平台 - 审批同步应用\nfeishu:\n  app_id: %s\n  app_secret: %s   # 不要提交到 git!\n  encrypt_key: \"\"\n  base_url: https://open.feishu.cn\n", app, sec)
			return hbwSec("feishu-app-secret", "yaml", t, []string{sec}, app)
		}},
		{5, func() Sample { // WeChat official account PHP
			appid, sec := "wx"+rnd(hexs, 16), rnd(hexs, 32)
			t := fmt.Sprintf("<?php\n// 公众号配置（正式号）\nreturn [\n    'app_id' => '%s',\n    'secret' => '%s',\n    'response_type' => 'array',\n];",
				appid, sec)
			return hbwSec("wechat-app-secret", "code-php", t, []string{sec}, appid)
		}},
		{4, func() Sample { // WeChat Pay APIv3 key
			mch, key := "1"+rnd(digits, 9), rnd(alnum, 32)
			serial := hbwHexU(40)
			t := fmt.Sprintf("微信支付商户平台配置（交接给%s）：\n- 商户号 mchid：%s\n- 商户证书序列号：%s\n- APIv3 密钥：%s\n- 证书文件 apiclient_key.pem 在运维共享盘",
				pick(hbwZhNames)[0], mch, serial, key)
			return hbwSec("wechatpay-api-key", "handover", t, []string{key}, mch, serial)
		}},
		{4, func() Sample { // Alipay private key in Java
			appid := "2021" + rnd(digits, 12)
			pk := "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + rnd(hbwB64, 300+rng.IntN(400)) + "=="
			t := fmt.Sprintf("public class AlipayConfig {\n    // 应用ID\n    public static final String APP_ID = \"%s\";\n    // 应用私钥（PKCS8）\n"+
				"    public static final String APP_PRIVATE_KEY = \"%s\";\n    public static final String CHARSET = \"UTF-8\";\n}", appid, pk)
			return hbwSec("alipay-private-key", "code-java", t, []string{pk}, appid)
		}},
		{4, func() Sample { // handover: door & safe
			door, safe := hbwPin(6), hbwPin(6)
			t := fmt.Sprintf("行政工作交接\n1. 前台门禁密码：%s#\n2. 财务室保险柜密码：%s（只有%s和我知道）\n3. 快递柜钥匙在前台抽屉\n4. 月底记得交物业费",
				door, safe, pick(hbwZhNames)[0])
			return hbwSec("door-code", "handover", t, []string{door, safe})
		}},
		{4, func() Sample { // company bank card PIN
			last := rnd(digits, 4)
			pin := hbwPinNot(6, last)
			t := fmt.Sprintf("%s，公司那张建行卡（尾号%s）取款密码是 %s，明天帮忙去银行取一下备用金，取完拍个回单给我", pick(hbwZhNames)[0], last, pin)
			return hbwSec("card-pin", "chat-wechat", t, []string{pin}, last)
		}},
		{4, func() Sample { // 堡垒机口令
			pw := hbwPw()
			u := hbwUserOf(pick(hbwZhNames)[1])
			t := fmt.Sprintf("## 运维备忘\n- 堡垒机：https://jump.%s.com\n- 账号：%s\n- 口令：%s\n- 登录后需要再输入动态令牌（手机上的 App）", pick([]string{"corp", "xx-tech", "ops"}), u, pw)
			return hbwSec("bastion-password", "note", t, []string{pw}, u)
		}},
		{5, func() Sample { // redis-cli -a
			host := hbwAliRedis()
			pw := hbwPwShell()
			t := fmt.Sprintf("[admin@jump ~]$ redis-cli -h %s -p 6379 -a '%s'\nWarning: Using a password with '-a' or '-u' option on the command line interface may not be safe.\n"+
				"%s:6379> INFO keyspace\n# Keyspace\ndb0:keys=%d,expires=%d,avg_ttl=0", host, pw, host, 1000+rng.IntN(90000), rng.IntN(1000))
			return hbwSec("redis-password", "shell", t, []string{pw}, "INFO keyspace")
		}},
		{4, func() Sample { // Spring application.yml
			pw, sec := hbwPwShell(), hbwAliSecret()
			id := hbwAliID()
			t := fmt.Sprintf("spring:\n  datasource:\n    url: jdbc:mysql://%s:3306/mall?useUnicode=true&characterEncoding=utf8\n    username: mall\n    password: %s  # 生产库密码\n"+
				"aliyun:\n  oss:\n    endpoint: oss-cn-hangzhou.aliyuncs.com\n    access-key-id: %s\n    access-key-secret: %s\n", hbwAliRDS(), pw, id, sec)
			return hbwSec("yaml-multi", "yaml", t, []string{pw, sec}, id)
		}},
		{4, func() Sample { // TW LINE: wifi
			pw := pick([]string{rnd(digits, 10), hbwPw(), rnd(lower+digits, 12)})
			ssid := pick([]string{"CHT", "ASUS_", "TOTOLINK_", "Office_"}) + rnd(upper+digits, 4)
			t := fmt.Sprintf("%s\n網路名稱：%s\n密碼：%s\n%s", pick([]string{"公司 Wi-Fi 換了喔～", "新辦公室的無線網路如下", "各位同仁，網路已經可以用了"}),
				ssid, pw, pick([]string{"訪客請用另一組", "有問題找資訊室", "謝謝大家"}))
			return hbwSec("wifi-key", "chat-line", t, []string{pw}, ssid)
		}},
		{4, func() Sample { // TW email VPN
			n, r := hbwTw()
			acct := hbwUserOf(r)
			pw := hbwMixed(12)
			t := fmt.Sprintf("%s 您好：\n\n您的 VPN 帳號已開通，相關資訊如下：\n帳號：%s\n密碼：%s\n連線伺服器：vpn.%s.com.tw\n\n請於首次登入後立即變更密碼。\n資訊室 敬上",
				n, acct, pw, pick([]string{"example", "hsinchu-tech", "taipei-corp"}))
			return hbwSec("vpn-password", "mail", t, []string{pw}, acct)
		}},
		{4, func() Sample { // TW door code
			pin := hbwPin(4 + rng.IntN(3))
			t := fmt.Sprintf("@%s 週末加班的話，大門密碼是 %s，進來後記得按保全解除（卡片在櫃台第二個抽屜）", pick(hbwTwNames)[0], pin)
			return hbwSec("door-code", "chat-line", t, []string{pin})
		}},
		{4, func() Sample { // TOTP key
			seed := hbwTOTP()
			t := fmt.Sprintf("阿里云主账号的 MFA 我换成共享的了，谷歌验证器里手动输入密钥：%s\n账户名写 %s 就行", seed, "aliyun-root@"+pick([]string{"corp", "xx-tech"})+".com")
			return hbwSec("totp-seed", "chat-dingtalk", t, []string{seed})
		}},
		{4, func() Sample { // WeCom webhook key
			key := hbwUUID()
			t := fmt.Sprintf("#!/bin/bash\n# 企业微信群机器人，构建失败时通知\ncurl -s 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s' \\\n  -H 'Content-Type: application/json' \\\n"+
				"  -d '{\"msgtype\":\"text\",\"text\":{\"content\":\"构建失败：%s\"}}'", key, pick([]string{"order-service", "gateway", "h5-web"}))
			return hbwSec("wecom-webhook-key", "shell", t, []string{key})
		}},
		{4, func() Sample { // JWT curl
			jwt := hbwJWT()
			t := fmt.Sprintf("接口一直 401，麻烦帮看下：\ncurl -H \"Authorization: Bearer %s\" https://api.%s.cn/v1/orders?page=1\n返回 {\"code\":40101,\"msg\":\"token已过期\"}",
				jwt, pick([]string{"xx-mall", "example", "shop"}))
			return hbwSec("jwt-bearer", "chat-feishu", t, []string{jwt})
		}},
		{4, func() Sample { // mysql -uroot -p
			pw := rnd(alnum, 10+rng.IntN(6))
			t := fmt.Sprintf("[root@localhost ~]# mysql -uroot -p%s -e \"show databases;\"\n+--------------------+\n| Database           |\n+--------------------+\n| information_schema |\n| nacos_config       |\n| mysql              |\n+--------------------+", pw)
			return hbwSec("db-password", "shell", t, []string{pw}, "nacos_config")
		}},
		{4, func() Sample { // Gitee private token
			tok := rnd(hexs, 32)
			t := fmt.Sprintf("Gitee 私人令牌（只勾了 projects 权限）：%s\n流水线里拉代码用，%s", tok, pick([]string{"过期时间一年", "别发到群里", "已加到 Jenkins 凭据"}))
			return hbwSec("gitee-token", "chat-wechat", t, []string{tok})
		}},
		{4, func() Sample { // activation code
			key := hbwLicense()
			t := fmt.Sprintf("%s 的正版授权已经买好了，激活码：%s\n装完在“帮助-激活”里输入，一个码只能激活 %d 台", pick([]string{"WPS 365 商业版", "Navicat Premium 16", "福昕 PDF 编辑器"}), key, 1+rng.IntN(3))
			return hbwSec("license-key", "chat-dingtalk", t, []string{key})
		}},
		{4, func() Sample { // jdbc password param
			pw := hbwPwURL()
			host := hbwTcDB()
			t := fmt.Sprintf("# 报表库（只读）\nreport.jdbc.url=jdbc:mysql://%s:%d/report?user=report_ro&password=%s&useSSL=false\nreport.pool.size=5", host, 20000+rng.IntN(9999), pw)
			return hbwSec("connection-string-password", "properties", t, []string{pw}, host)
		}},
		{4, func() Sample { // server list table
			p1, p2 := hbwPw(), hbwPw()
			ip1, ip2 := hbwIP(), hbwIP()
			t := fmt.Sprintf("| 服务器 | IP | 用户 | 密码 |\n|---|---|---|---|\n| 应用服务器 | %s | root | %s |\n| 数据库 | %s | dba | %s |\n", ip1, p1, ip2, p2)
			return hbwSec("server-password", "markdown-table", t, []string{p1, p2}, ip1, ip2)
		}},
		{3, func() Sample { // TW: certificate PIN
			pin := rnd(digits, 6+rng.IntN(3))
			t := fmt.Sprintf("報稅用的工商憑證在我抽屜，PIN 碼 %s，插讀卡機就可以用。%s", pin, pick([]string{"用完放回去喔", "不要輸錯三次會鎖卡"}))
			return hbwSec("cert-pin", "chat-line", t, []string{pin})
		}},
		{4, func() Sample { // ticket with JSESSIONID
			sid := hbwHexU(32)
			t := fmt.Sprintf("【工单 #%d】后台导出报表时报 500\n复现步骤：登录管理后台 → 报表 → 导出\n请求头：\nCookie: JSESSIONID=%s; lang=zh_CN\nReferer: https://admin.%s.com/report",
				10000+rng.IntN(90000), sid, pick([]string{"xx-mall", "example"}))
			return hbwSec("session-cookie", "ticket", t, []string{sid}, "lang=zh_CN")
		}},
		{4, func() Sample { // Huawei IAM initial password mail
			acct := hbwUserOf(pick(hbwZhNames)[1])
			pw := hbwMixed(12)
			t := fmt.Sprintf("%s 你好，\n\n已在华为云为你创建 IAM 用户，信息如下：\n租户名：%s\nIAM 用户名：%s\n初始密码：%s\n登录地址：https://auth.huaweicloud.com/authui/login\n\n首次登录会要求修改密码。",
				pick(hbwZhNames)[0], "hw"+rnd(digits, 8), acct, pw)
			return hbwSec("initial-password", "mail", t, []string{pw}, acct)
		}},
	}
}
