package main

import (
	"fmt"
	"strings"
)

// Chinese (simplified and traditional) offices and developers: traps.

func hbwZhTraps() []hbwGen {
	return []hbwGen{
		{5, func() Sample { // password sent privately
			t := fmt.Sprintf("%s：测试环境地址 http://%s:8080 账号 %s，密码我私聊发你\n%s：好的收到",
				pick(hbwZhNames)[0], hbwIP(), pick([]string{"admin", "test01", "qa"}), pick(hbwZhNames)[0])
			return hbwTrap("trap-secret-reference", "chat-dingtalk", t)
		}},
		{4, func() Sample { // WeChat Pay public ids
			t := fmt.Sprintf("微信支付对接参数：\n- 商户号：1%s\n- AppID：wx%s\n- 商户证书序列号：%s\n- APIv3 密钥：已存入 KMS（密钥名 wxpay-apiv3），不在这里贴",
				rnd(digits, 9), rnd(hexs, 16), hbwHexU(40))
			return hbwTrap("trap-key-id", "handover", t)
		}},
		{4, func() Sample { // Alipay public key
			pub := "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + rnd(hbwB64, 300) + "IDAQAB"
			t := fmt.Sprintf("# 支付宝公钥（用于验签，从开放平台复制，可以公开）\nalipay.public-key=%s\nalipay.app-id=2021%s\nalipay.gateway=https://openapi.alipay.com/gateway.do",
				pub, rnd(digits, 12))
			return hbwTrap("trap-public-key", "properties", t)
		}},
		{5, func() Sample { // order / tracking / invoice
			t := fmt.Sprintf("客户投诉跟进：\n订单号：%s%s\n顺丰运单号：SF%s\n发票号码：%s\n联系电话：1%d%s\n处理：已联系快递重新派送",
				hbwDate()[:4], rnd(digits, 14), rnd(digits, 13), rnd(digits, 8), 3+rng.IntN(7), rnd(digits, 9))
			return hbwTrap("trap-order-number", "ticket", t)
		}},
		{4, func() Sample { // password policy
			t := fmt.Sprintf("【通知】根据等保要求，自%s起：\n1. 系统密码长度不少于%d位，须包含大小写字母、数字和特殊字符\n2. 每%d天强制修改一次\n3. 连续输错%d次锁定账号30分钟",
				hbwDate(), 8+2*rng.IntN(3), pick([]int{60, 90}), 5+rng.IntN(3))
			return hbwTrap("trap-password-policy", "chat-dingtalk", t)
		}},
		{4, func() Sample { // masked secret
			t := fmt.Sprintf("排查记录：\nAccessKey ID：%s\nAccessKey Secret：%s（已脱敏）\n结论：该 AK 所属子账号没有 oss:PutObject 权限，已在 RAM 里补上",
				hbwAliID(), strings.Repeat("*", 8+rng.IntN(10)))
			return hbwTrap("trap-masked", "note", t)
		}},
		{4, func() Sample { // Tencent error RequestId
			t := fmt.Sprintf("[TencentCloudSDKException] code:AuthFailure.SignatureFailure message:The provided credentials could not be validated. requestId:%s\n"+
				"原因：服务器时间不同步，签名过期，ntpdate 之后恢复", hbwUUID())
			return hbwTrap("trap-request-id", "log", t)
		}},
		{4, func() Sample { // Huawei project id
			t := fmt.Sprintf("华为云 %s 的项目ID：%s\n账号ID（domain_id）：%s\nIAM 接入点：iam.%s.myhuaweicloud.com",
				pick([]string{"华北-北京四", "华东-上海一", "华南-广州"}), rnd(hexs, 32), rnd(hexs, 32), pick([]string{"cn-north-4", "cn-east-3", "cn-south-1"}))
			return hbwTrap("trap-project-id", "note", t)
		}},
		{5, func() Sample { // config template
			t := fmt.Sprintf("# config.example.yaml —— 复制为 config.yaml 后填写\nwechat:\n  app_id: \"<你的AppID>\"\n  app_secret: \"<你的AppSecret>\"\n"+
				"tencent:\n  secret_id: YOUR_SECRET_ID\n  secret_key: YOUR_SECRET_KEY\n  region: %s\n  sms_app_id: \"1400%s\"  # 短信应用ID，可以提交\n", pick([]string{"ap-guangzhou", "ap-beijing", "ap-shanghai"}), rnd(digits, 6))
			return hbwTrap("trap-placeholder", "yaml", t)
		}},
		{4, func() Sample { // k8s secretKeyRef
			t := fmt.Sprintf("        env:\n          # 数据库密码从 Secret 读取\n          - name: DB_PASSWORD\n            valueFrom:\n              secretKeyRef:\n"+
				"                name: %s\n                key: password\n          - name: DB_HOST\n            value: %s", pick([]string{"mall-db", "order-mysql", "report-db"}), hbwAliRDS())
			return hbwTrap("trap-env-reference", "yaml", t)
		}},
		{4, func() Sample { // Feishu app id only
			t := fmt.Sprintf("飞书应用的 App ID 是 cli_a%s，App Secret 在开放平台“凭证与基础信息”页面看，权限找%s开。", rnd(hexs, 15), pick(hbwZhNames)[0])
			return hbwTrap("trap-key-id", "chat-feishu", t)
		}},
		{4, func() Sample { // TW invoice
			t := fmt.Sprintf("請款資料：\n統一編號：%s\n發票號碼：%s-%s\n金額：NT$%d\n聯絡電話：(02)%s-%s",
				rnd(digits, 8), rnd(upper, 2), rnd(digits, 8), 1000*(1+rng.IntN(90)), rnd(digits, 4), rnd(digits, 4))
			return hbwTrap("trap-invoice-number", "mail", t)
		}},
		{4, func() Sample { // TW password reset notice
			t := fmt.Sprintf("%s 您好，\n系統已為您重設密碼，請至公司信箱收取重設連結（%d 小時內有效）。\n如非本人操作，請立即聯絡資訊室分機 %s。",
				pick(hbwTwNames)[0], pick([]int{24, 48}), rnd(digits, 3))
			return hbwTrap("trap-password-talk", "mail", t)
		}},
		{4, func() Sample { // changelog with SHAs
			t := fmt.Sprintf("## v%d.%d.%d (%s)\n- 修复：找回密码短信发送失败 (%s)\n- 优化：登录页记住密码选项 (%s)\n- 依赖升级 fastjson %s",
				1+rng.IntN(3), rng.IntN(20), rng.IntN(10), hbwDate(), rnd(hexs, 7), rnd(hexs, 7), pick([]string{"1.2.83", "2.0.43"}))
			return hbwTrap("trap-commit-sha", "markdown", t)
		}},
		{3, func() Sample { // base64 image
			t := fmt.Sprintf("客服后台上传的截图字段：\n{\"ticket\":\"%d\",\"image\":\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA%s\"}",
				100000+rng.IntN(900000), rnd(hbwB64, 120+rng.IntN(80)))
			return hbwTrap("trap-image-base64", "json", t)
		}},
		{4, func() Sample { // forgot password ticket
			t := fmt.Sprintf("工单 #%d\n用户 %s 反馈忘记登录密码，已引导其通过“忘记密码”用手机验证码重置，已解决。\n备注：建议登录页增加密码规则提示。",
				10000+rng.IntN(90000), hbwUserOf(pick(hbwZhNames)[1]))
			return hbwTrap("trap-password-talk", "ticket", t)
		}},
		{4, func() Sample { // ARN
			acct := rnd(digits, 16)
			t := fmt.Sprintf("OSS 跨账号访问用的角色：acs:ram::%s:role/%s\nBucket：%s（%s）\nSTS 临时凭证有效期 3600 秒，由程序自动获取，不用手动配 AK",
				acct, pick([]string{"oss-reader", "log-shipper", "backup-role"}), pick([]string{"mall-static", "backup-prod", "logs-archive"}), pick([]string{"oss-cn-hangzhou", "oss-cn-shanghai", "oss-cn-beijing"}))
			return hbwTrap("trap-arn", "note", t)
		}},
		{3, func() Sample { // md5 checksum
			t := fmt.Sprintf("安装包已上传到共享盘：\nsetup-%d.%d.%d-x64.exe\nMD5: %s\nSHA256: %s\n下载后先校验再安装",
				1+rng.IntN(5), rng.IntN(10), rng.IntN(10), rnd(hexs, 32), rnd(hexs, 64))
			return hbwTrap("trap-checksum", "chat-wechat", t)
		}},
		{3, func() Sample { // credit code
			c := pick([][4]string{{"杭州西子", "杭州市西湖区", "0571", "西湖"}, {"深圳星河", "深圳市南山区", "0755", "科技园"}, {"北京云图", "北京市海淀区", "010", "中关村"}})
			t := fmt.Sprintf("开票信息\n名称：%s科技有限公司\n统一社会信用代码：91%s%s\n地址电话：%s %s-%s\n开户行及账号：招商银行%s支行 %s",
				c[0], rnd(digits, 6), rnd(upper+digits, 10), c[1], c[2], rnd(digits, 8), c[3], rnd(digits, 16))
			return hbwTrap("trap-company-id", "mail", t)
		}},
	}
}
