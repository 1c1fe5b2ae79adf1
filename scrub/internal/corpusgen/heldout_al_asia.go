package main

import "fmt"

func halAsiaVendors() []Sample {
	var out []Sample
	out = append(out, halRep(10, halAliyun)...)
	out = append(out, halRep(8, halTencent)...)
	out = append(out, halRep(6, halBaiduNaver)...)
	out = append(out, halRep(10, halYandex)...)
	out = append(out, halRep(6, halVKSample)...)
	out = append(out, halRep(8, halBitrix1C)...)
	out = append(out, halRep(5, halGitee)...)
	out = append(out, halRep(10, halLine)...)
	out = append(out, halRep(6, halKakao)...)
	out = append(out, halRep(10, halWeChat)...)
	out = append(out, halRep(6, halAlipay)...)
	return out
}

func halAliyun() Sample {
	id, sec := halAliID(), halAliSec()
	region := halP("cn-hangzhou", "cn-shanghai", "cn-beijing", "ap-northeast-1", "cn-shenzhen")
	c := "aliyun-accesskey"
	switch rng.IntN(7) {
	case 0:
		return halS(c, "chat-zh", fmt.Sprintf("阿里云 AccessKey ID：%s\nAccessKey Secret：%s\n用完记得在 RAM 控制台禁用。", id, sec), id, sec)
	case 1:
		s := halS(c, "yaml", fmt.Sprintf("aliyun:\n  oss:\n    endpoint: oss-%s.aliyuncs.com\n    bucket: shop-static\n    access-key-id: %s\n    access-key-secret: %s", region, id, sec), id, sec)
		return halK(s, "    bucket: shop-static")
	case 2:
		return halS(c, "shell", fmt.Sprintf("$ aliyun configure set --profile prod --mode AK --region %s --access-key-id %s --access-key-secret %s", region, id, sec), id, sec)
	case 3:
		return halS(c, "java", fmt.Sprintf("DefaultProfile profile = DefaultProfile.getProfile(\n        \"%s\",\n        \"%s\",\n        \"%s\");\nIAcsClient client = new DefaultAcsClient(profile);", region, id, sec), id, sec)
	case 4:
		return halS(c, "properties", fmt.Sprintf("# 短信服务\nsms.sign-name=某某科技\nsms.access-key-id=%s\nsms.access-key-secret=%s", id, sec), id, sec)
	case 5:
		return halS(c, "chat-ja", fmt.Sprintf("Alibaba Cloud のAKペアです。\nAccessKeyId: %s\nAccessKeySecret: %s\n（検証環境のみ）", id, sec), id, sec)
	default:
		return halS(c, "python", fmt.Sprintf("auth = oss2.Auth('%s', '%s')\nbucket = oss2.Bucket(auth, 'https://oss-%s.aliyuncs.com', 'logs-archive')", id, sec, region), id, sec)
	}
}

func halTencent() Sample {
	id, key := halTcID(), halTcKey()
	appid := halDigits(10)
	c := "tencent-cloud"
	switch rng.IntN(6) {
	case 0:
		return halS(c, "chat-zh", fmt.Sprintf("腾讯云 API 密钥：\nSecretId: %s\nSecretKey: %s", id, key), id, key)
	case 1:
		s := halS(c, "dotenv", fmt.Sprintf("TENCENTCLOUD_SECRET_ID=%s\nTENCENTCLOUD_SECRET_KEY=%s\nTENCENTCLOUD_REGION=ap-guangzhou\nCOS_APPID=%s", id, key, appid), id, key)
		return halK(s, "TENCENTCLOUD_REGION=ap-guangzhou")
	case 2:
		return halS(c, "python", fmt.Sprintf("cred = credential.Credential(\"%s\", \"%s\")\nclient = cvm_client.CvmClient(cred, \"ap-shanghai\")", id, key), id, key)
	case 3:
		return halS(c, "terraform", fmt.Sprintf("provider \"tencentcloud\" {\n  secret_id  = \"%s\"\n  secret_key = \"%s\"\n  region     = \"ap-hongkong\"\n}", id, key), id, key)
	case 4:
		return halS(c, "chat-zh-tw", fmt.Sprintf("騰訊雲金鑰 SecretId=%s，SecretKey=%s，測完請刪除。", id, key), id, key)
	default:
		return halS(c, "shell", fmt.Sprintf("tccli configure set secretId %s secretKey %s region ap-beijing", id, key), id, key)
	}
}

func halBaiduNaver() Sample {
	switch rng.IntN(4) {
	case 0:
		ak, sk := halHex(32), halHex(32)
		return halS("baidu-bce", "chat-zh", fmt.Sprintf("百度智能云 BOS 的 AK：%s，SK：%s", ak, sk), ak, sk)
	case 1:
		ak, sk := halR(alnum, 24), halR(alnum, 32)
		return halS("baidu-ai", "python", fmt.Sprintf("# 百度AI开放平台 OCR\nAPP_ID = '%s'\nAPI_KEY = '%s'\nSECRET_KEY = '%s'\nclient = AipOcr(APP_ID, API_KEY, SECRET_KEY)", halDigits(8), ak, sk), ak, sk)
	case 2:
		ak, sk := halR(upper+digits, 20), halR(alnum, 40)
		return halS("naver-cloud", "chat-ko", fmt.Sprintf("네이버 클라우드 API 인증키\nAccess Key ID: %s\nSecret Key: %s\n외부 공유 금지!", ak, sk), ak, sk)
	default:
		cid, cs := halR(alnum, 20), halR(alnum+"_", 10)
		s := halS("naver-developers", "properties", fmt.Sprintf("# 네이버 로그인 API\nnaver.client-id=%s\nnaver.client-secret=%s\nnaver.redirect-uri=https://example.co.kr/login/oauth2/code/naver", cid, cs), cs)
		return halK(s, "naver.redirect-uri=https://example.co.kr/login/oauth2/code/naver")
	}
}

func halYandex() Sample {
	c := "yandex-cloud"
	switch rng.IntN(6) {
	case 0:
		t := halYcOAuth()
		return halS(c, "chat-ru", fmt.Sprintf("OAuth-токен для yc: %s\nПотом `yc init` и выбери папку default.", t), t)
	case 1:
		t := halYcIAM()
		return halS(c, "shell", fmt.Sprintf("$ export IAM_TOKEN=%s\n$ curl -H \"Authorization: Bearer ${IAM_TOKEN}\" https://resource-manager.api.cloud.yandex.net/resource-manager/v1/clouds", t), t)
	case 2:
		k := halYcAPI()
		return halS(c, "python", fmt.Sprintf("headers = {\"Authorization\": \"Api-Key %s\"}\nr = requests.post(\"https://llm.api.cloud.yandex.net/foundationModels/v1/completion\", headers=headers, json=body)", k), k)
	case 3:
		id, sec := "YCAJE"+halR(b64url, 20), "YCM"+halR(b64url, 37)
		return halS(c, "ini", fmt.Sprintf("[default]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = ru-central1", id, sec), id, sec)
	case 4:
		k := halYcAPI()
		return halS(c, "chat-uk", fmt.Sprintf("API-ключ сервісного акаунта в Yandex Cloud: %s (тільки для SpeechKit)", k), k)
	default:
		id, sec := "YCAJE"+halR(b64url, 20), "YCM"+halR(b64url, 37)
		s := halS(c, "chat-ru", fmt.Sprintf("Статический ключ для Object Storage:\nидентификатор — %s\nсекрет — %s\nБакет: backups-1c", id, sec), id, sec)
		return halK(s, "Бакет: backups-1c")
	}
}

func halVKSample() Sample {
	t := halVK()
	c := "vk-token"
	switch rng.IntN(4) {
	case 0:
		return halS(c, "chat-ru", fmt.Sprintf("Токен сообщества ВК: %s", t), t)
	case 1:
		return halS(c, "python", fmt.Sprintf("vk_session = vk_api.VkApi(token='%s')\nvk = vk_session.get_api()", t), t)
	case 2:
		return halS(c, "url", fmt.Sprintf("https://api.vk.com/method/wall.get?owner_id=-%s&count=10&access_token=%s&v=5.199", halDigits(9), t), t)
	default:
		return halS(c, "dotenv", fmt.Sprintf("VK_GROUP_ID=%s\nVK_TOKEN=%s", halDigits(9), t), t)
	}
}

func halBitrix1C() Sample {
	switch rng.IntN(5) {
	case 0, 1:
		code := halR("abcdefghijklmnopqrstuvwxyz0123456789", 16)
		url := fmt.Sprintf("https://%s.bitrix24.%s/rest/%d/%s/", halP("stroymarket", "tehno-plus", "shkola42", "agro-vostok"), halP("ru", "by", "kz", "ua"), halN(1, 40), code)
		if rng.IntN(2) == 0 {
			return halS("bitrix24-webhook", "chat-ru", fmt.Sprintf("Входящий вебхук Битрикс24: %scrm.lead.add.json — им создаём лиды с сайта.", url), code)
		}
		return halS("bitrix24-webhook", "php", fmt.Sprintf("define('C_REST_WEB_HOOK_URL', '%s');\n$result = CRest::call('crm.deal.list', ['select' => ['ID', 'TITLE']]);", url), code)
	case 2:
		pw := halPw()
		return halS("1c-http", "chat-ru", fmt.Sprintf("HTTP-сервис 1С: http://1c.local/buh/hs/exchange/v1/orders\nпользователь «Обмен», пароль «%s»", pw), pw)
	case 3:
		pw := halPw()
		return halS("1c-connection", "bsl", fmt.Sprintf("Соединение = Новый HTTPСоединение(\"srv1c\", 80, \"WebService\", \"%s\");\nОтвет = Соединение.Получить(Запрос);", pw), pw)
	default:
		pw := halPw()
		return halS("1c-connection", "ini", fmt.Sprintf("; строка подключения к базе 1С\nConnect=Srvr=\"srv-1c\";Ref=\"zup_prod\";Usr=\"Администратор\";Pwd=\"%s\";", pw), pw)
	}
}

func halGitee() Sample {
	t := halHex(32)
	switch rng.IntN(3) {
	case 0:
		return halS("gitee-token", "shell", fmt.Sprintf("git clone https://zhangwei:%s@gitee.com/zhangwei/mall-admin.git", t), t)
	case 1:
		return halS("gitee-token", "chat-zh", fmt.Sprintf("码云的私人令牌：%s，CI 里用这个拉代码。", t), t)
	default:
		return halS("gitee-token", "shell", fmt.Sprintf("curl -X GET 'https://gitee.com/api/v5/user/repos?access_token=%s&type=all&page=1'", t), t)
	}
}

func halLine() Sample {
	sec, tok := halHex(32), halLineTok()
	chid := halDigits(10)
	c := "line-messaging"
	switch rng.IntN(6) {
	case 0:
		s := halS(c, "dotenv", fmt.Sprintf("LINE_CHANNEL_ID=%s\nLINE_CHANNEL_SECRET=%s\nLINE_CHANNEL_ACCESS_TOKEN=%s", chid, sec, tok), sec, tok)
		return halK(s, "LINE_CHANNEL_ID="+chid)
	case 1:
		return halS(c, "chat-ja", fmt.Sprintf("LINE公式アカウントのチャネルシークレットは %s です。Webhookの署名検証に使います。", sec), sec)
	case 2:
		return halS(c, "python", fmt.Sprintf("line_bot_api = LineBotApi('%s')\nhandler = WebhookHandler('%s')", tok, sec), tok, sec)
	case 3:
		return halS(c, "shell", fmt.Sprintf("curl -v -X POST https://api.line.me/v2/bot/message/push \\\n  -H 'Content-Type: application/json' \\\n  -H 'Authorization: Bearer %s' \\\n  -d '{\"to\":\"U%s\",\"messages\":[{\"type\":\"text\",\"text\":\"テスト\"}]}'", tok, halHex(32)), tok)
	case 4:
		n := halR(alnum, 43)
		return halS("line-notify", "chat-ja", fmt.Sprintf("LINE Notifyのトークン発行しました→ %s\n監視アラートの通知先に設定お願いします", n), n)
	default:
		return halS(c, "wiki-ja", fmt.Sprintf("== LINE Bot 設定 ==\n* チャネルID: %s\n* チャネルシークレット: %s\n* 管理者: 佐藤", chid, sec), sec)
	}
}

func halKakao() Sample {
	admin, rest := halHex(32), halHex(32)
	c := "kakao-key"
	switch rng.IntN(4) {
	case 0:
		return halS(c, "chat-ko", fmt.Sprintf("카카오 어드민 키 %s 입니다. 절대 프론트에 넣지 마세요!", admin), admin)
	case 1:
		return halS(c, "shell", fmt.Sprintf("curl -v -X POST \"https://kapi.kakao.com/v2/user/me\" \\\n  -H \"Authorization: KakaoAK %s\"", admin), admin)
	case 2:
		cs := halR(alnum, 32)
		s := halS(c, "yaml", fmt.Sprintf("spring:\n  security:\n    oauth2:\n      client:\n        registration:\n          kakao:\n            client-id: %s\n            client-secret: %s\n            scope: profile_nickname", rest, cs), cs)
		return halK(s, "            scope: profile_nickname")
	default:
		t := halR(b64url, 54)
		return halS("kakao-access-token", "chat-ko", fmt.Sprintf("카톡 메시지 API 테스트용 액세스 토큰: %s (6시간 후 만료)", t), t)
	}
}

func halWeChat() Sample {
	appid, sec := "wx"+halHex(16), halHex(32)
	mch := "1" + halDigits(9)
	c := "wechat"
	switch rng.IntN(7) {
	case 0:
		return halS(c, "chat-zh", fmt.Sprintf("小程序 AppID：%s\nAppSecret：%s\n别发到群里了。", appid, sec), sec)
	case 1:
		return halS(c, "shell", fmt.Sprintf("curl \"https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential&appid=%s&secret=%s\"", appid, sec), sec)
	case 2:
		s := halS(c, "yaml", fmt.Sprintf("wx:\n  miniapp:\n    appid: %s\n    secret: %s\n    msgDataFormat: JSON", appid, sec), sec)
		return halK(s, "    msgDataFormat: JSON")
	case 3:
		k := halR(alnum, 32)
		return halS("wechat-pay", "properties", fmt.Sprintf("wxpay.mch-id=%s\nwxpay.api-v3-key=%s\nwxpay.notify-url=https://pay.example.cn/notify", mch, k), k)
	case 4:
		k := halR(alnum, 32)
		return halS("wechat-pay", "chat-zh", fmt.Sprintf("商户号 %s 的 APIv3 密钥已经重置，新的是 %s", mch, k), k)
	case 5:
		return halS(c, "chat-zh-tw", fmt.Sprintf("公眾號開發者密碼(AppSecret)：%s", sec), sec)
	default:
		tk := halR(alnum, 16)
		return halS(c, "java", fmt.Sprintf("WxMpDefaultConfigImpl config = new WxMpDefaultConfigImpl();\nconfig.setAppId(\"%s\");\nconfig.setSecret(\"%s\");\nconfig.setToken(\"%s\");", appid, sec, tk), sec, tk)
	}
}

func halAlipay() Sample {
	appid := "2021" + halDigits(12)
	priv := "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQ" + halR(alnum+"+/", halN(250, 400))
	c := "alipay-key"
	switch rng.IntN(3) {
	case 0:
		return halS(c, "properties", fmt.Sprintf("alipay.app-id=%s\nalipay.private-key=%s\nalipay.sign-type=RSA2", appid, priv), priv)
	case 1:
		return halS(c, "java", fmt.Sprintf("AlipayClient alipayClient = new DefaultAlipayClient(\"https://openapi.alipay.com/gateway.do\", \"%s\", \"%s\", \"json\", \"UTF-8\", alipayPublicKey, \"RSA2\");", appid, priv), priv)
	default:
		return halS(c, "chat-zh", fmt.Sprintf("支付宝应用私钥（PKCS8）：\n%s\n公钥已经上传到开放平台了。", priv), priv)
	}
}
