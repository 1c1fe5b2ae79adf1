package main

import (
	"fmt"
	"strings"
)

type hyVendor struct {
	name string
	gen  func() string
}

var hyVendorList = []hyVendor{
	{"Mercado Pago (Access Token)", func() string {
		return "APP_USR-" + hyDigits(16) + "-" + hyR(digits, 6) + "-" + hyHex(32) + "-" + hyDigits(9)
	}},
	{"Razorpay key secret", func() string { return hyR(alnum, 24) }},
	{"Paystack", func() string { return "sk_live_" + hyHex(40) }},
	{"Xendit", func() string { return "xnd_production_" + hyR(alnum, 60) }},
	{"Midtrans server key", func() string { return "Mid-server-" + hyR(b64url, 24) }},
	{"PagSeguro", func() string { return hyR("ABCDEF"+digits, 32) }},
	{"Twilio auth token", func() string { return hyHex(32) }},
	{"SendGrid", func() string { return "SG." + hyR(b64url, 22) + "." + hyR(b64url, 43) }},
	{"Mailgun", func() string { return "key-" + hyHex(32) }},
	{"Shopify Admin API", func() string { return "shpat_" + hyHex(32) }},
	{"Square", func() string { return "EAAA" + hyR(b64url, 60) }},
	{"OpenAI", func() string { return "sk-proj-" + hyR(b64url, hyN(80, 120)) }},
	{"Anthropic", func() string { return "sk-ant-api03-" + hyR(b64url, 93) + "AA" }},
	{"npm", func() string { return "npm_" + hyR(alnum, 36) }},
	{"Telegram", hyTelegram},
	{"Slack", hySlack},
	{"GitHub", hyGHP},
	{"GitHub (fine-grained)", func() string { return "github_pat_" + hyR(alnum, 22) + "_" + hyR(alnum, 59) }},
	{"GitLab", hyGLPat},
	{"Bitbucket app password", func() string { return "ATBB" + hyR(alnum, 28) + hyR("ABCDEF"+digits, 8) }},
	{"Google Maps / Places", func() string { return "AIza" + hyR(b64url, 35) }},
	{"Stripe", hyStripe},
	{"Stripe webhook", func() string { return "whsec_" + hyR(alnum, 32) }},
	{"DigitalOcean", func() string { return "dop_v1_" + hyHex(64) }},
	{"Azure AD client secret", func() string {
		return hyR(alnum, 3) + hyR(digits, 1) + "Q~" + hyR(alnum+"_-.~", 34)
	}},
	{"Brevo (Sendinblue)", func() string { return "xkeysib-" + hyHex(64) + "-" + hyR(alnum, 16) }},
	{"Hugging Face", func() string { return "hf_" + hyR(alnum, 34) }},
}

func hyVendors(b *hyBag) {
	tpl := []string{
		"chave do %s em produção: %s",
		"API key de %s → %s",
		"%s için gizli anahtar: %s",
		"%s の APIキー：%s",
		"%s 密钥：%s",
		"ключ %s: %s",
		"klucz %s: %s",
		"clé %s : %s",
		"kunci rahasia %s: %s",
		"khóa bí mật %s: %s",
		"%s Schlüssel: %s",
		"token %s (não commitar): %s",
		"%s 시크릿 키 %s",
		"מפתח %s: %s",
		"%s का सीक्रेट की: %s",
	}
	for i := 0; i < 28; i++ {
		v := hyVendorList[rng.IntN(len(hyVendorList))]
		s := v.gen()
		b.sec("vendor-key", "chat", fmt.Sprintf(tpl[rng.IntN(len(tpl))], v.name, s), []string{s})
	}
	for i := 0; i < 12; i++ {
		v := hyVendorList[rng.IntN(len(hyVendorList))]
		s := v.gen()
		var text, keep string
		switch i % 4 {
		case 0:
			keep = "Próximo passo: testar o checkout com cartão de teste."
			text = "Reunião integração pagamentos (qua)\n- fornecedor: " + v.name + "\n- credencial de produção: " + s + "\n" + keep
		case 1:
			keep = "Der Kunde bestätigt, dass die Bestellungen wieder durchlaufen."
			text = "Ticket übersetzt aus dem Spanischen:\n\"Hemos puesto la clave " + s + " en el plugin y sigue fallando.\"\n" + keep
		case 2:
			keep = "Prioridad: alta"
			text = "Asunto: integración " + v.name + "\n" + keep + "\nEl cliente compartió su clave por error: " + s
		default:
			keep = "deploy: ok (v" + fmt.Sprint(hyN(1, 4)) + "." + fmt.Sprint(hyN(0, 20)) + ")"
			text = "> " + strings.ToLower(strings.Fields(v.name)[0]) + " configurado com " + s + "\n" + keep
		}
		b.sec("vendor-key", hyP("notes", "ticket", "chat"), text, []string{s}, keep)
	}
	// Webhook URLs carry their secret in the path.
	for i := 0; i < 8; i++ {
		var url, sec string
		switch i % 2 {
		case 0:
			sec = hyR(alnum, 24)
			url = "https://hooks.slack.com/services/T" + hyR(upper+digits, 8) + "/B" + hyR(upper+digits, 10) + "/" + sec
		default:
			sec = hyR(b64url, 68)
			url = "https://discord.com/api/webhooks/" + hySnowflake() + "/" + sec
		}
		text := hyP("webhook de pedidos novos: ", "Webhook für Bestellungen: ", "webhook de alertas de stock → ", "вебхук для уведомлений: ", "通知用Webhook：") + url
		b.sec("webhook", "chat", text, []string{sec})
	}
	// AWS pairs.
	for i := 0; i < 8; i++ {
		id, key := hyAWSID(), hyAWSKey()
		var text string
		switch i % 4 {
		case 0:
			text = "[default]\naws_access_key_id = " + id + "\naws_secret_access_key = " + key + "\nregion = sa-east-1\n"
		case 1:
			text = "credenciales de S3 para las fotos de productos: " + id + " / " + key
		case 2:
			text = "AWS-Zugang (Bucket rechnungen-archiv):\nAccess Key ID: " + id + "\nSecret: " + key
		default:
			text = "export AWS_ACCESS_KEY_ID=" + id + "\nexport AWS_SECRET_ACCESS_KEY=" + key + "\naws s3 ls s3://loja-fotos/"
		}
		b.sec("cloud-aws", hyP("ini", "chat", "shell"), text, []string{id, key})
	}
	// Azure connection strings.
	for i := 0; i < 5; i++ {
		key := hyR(hyB64, 86) + "=="
		acct := hyP("lojafotos", "tiendafacturas", "kassebelege", "magazastok")
		text := "DefaultEndpointsProtocol=https;AccountName=" + acct + ";AccountKey=" + key + ";EndpointSuffix=core.windows.net"
		if i%2 == 1 {
			text = "\"ConnectionStrings\": {\n  \"Blob\": \"" + text + "\"\n}"
		}
		b.sec("cloud-azure", "config", text, []string{key}, acct)
	}
	// JWTs as bearer tokens.
	for i := 0; i < 6; i++ {
		j := hyJWT()
		text := hyP("Authorization: Bearer ", "curl -H 'Authorization: Bearer ", "token de sesión del cliente (para reproducir el bug): ", "セッショントークン: ") + j
		if strings.HasPrefix(text, "curl") {
			text += "' https://api.loja.example/v1/pedidos"
		}
		b.sec("jwt", "chat", text, []string{j})
	}
	// PEM and OpenSSH private keys.
	for i := 0; i < 6; i++ {
		body := hyPEMBody(hyN(5, 9))
		kind := hyP("RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY")
		lead := hyP("chave privada do certificado da NF-e:\n", "clave privada del servidor (no la borres):\n", "Privater Schlüssel für den Shop-Server:\n", "")
		text := lead + "-----BEGIN " + kind + "-----\n" + strings.Join(body, "\n") + "\n-----END " + kind + "-----"
		b.sec("pem-key", "pem", text, body)
	}
	for i := 0; i < 5; i++ {
		var body []string
		body = append(body, "QyNTUxOQAAACD"+hyR(hyB64, 57))
		for j := 0; j < 3; j++ {
			body = append(body, hyR(hyB64, 70))
		}
		body = append(body, hyR(hyB64, 20)+"==")
		text := hyP("deploy key do servidor da loja:\n", "ssh ключ для сервера:\n", "") + "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n" + strings.Join(body, "\n") + "\n-----END OPENSSH PRIVATE KEY-----"
		b.sec("ssh-key", "pem", text, body)
	}
}
