package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// More pasted secrets: SaaS API keys, basic auth, bearer tokens, .env files, Kubernetes secrets,
// CLI passwords, Wi-Fi, PINs and door codes, TOTP seeds, recovery codes, passwords in prose.

func hbdGeneral2Gens() []hbdGen {
	return []hbdGen{
		{12, hbdSaaS}, {8, hbdBasicAuth}, {4, hbdBearer}, {6, hbdEnvFile}, {5, hbdK8s},
		{4, hbdDocker}, {5, hbdDBCLI}, {4, hbdCurlU}, {6, hbdWiFi}, {7, hbdPIN},
		{5, hbdTOTP}, {5, hbdRecovery}, {12, hbdPWProse},
	}
}

func hbdSaaSKey() (string, string, string) {
	switch rng.IntN(14) {
	case 0:
		return "SG." + hbdR(b64url, 22) + "." + hbdR(b64url, 43), "SendGrid", "SENDGRID_API_KEY"
	case 1:
		return hbdHex(32), "Twilio auth token", "TWILIO_AUTH_TOKEN"
	case 2:
		return "key-" + hbdHex(32), "Mailgun", "MAILGUN_API_KEY"
	case 3:
		return "sk-proj-" + hbdR(b64url, 120), "OpenAI", "OPENAI_API_KEY"
	case 4:
		return "sk-ant-api03-" + hbdR(b64url, 93) + "AA", "Anthropic", "ANTHROPIC_API_KEY"
	case 5:
		return "pat-" + hbdP("na1", "eu1") + "-" + hbdUUID(), "HubSpot private app", "HUBSPOT_TOKEN"
	case 6:
		return "shpat_" + hbdHex(32), "Shopify admin", "SHOPIFY_ACCESS_TOKEN"
	case 7:
		return "ATATT3xFfGF0" + hbdR(alnum+"-_", 170) + "=" + strings.ToUpper(hbdHex(8)), "Atlassian API token", "JIRA_API_TOKEN"
	case 8:
		return "npm_" + hbdMix(36), "npm", "NPM_TOKEN"
	case 9:
		return "pypi-AgEIcHlwaS5vcmc" + hbdR(b64url, 60), "PyPI", "PYPI_TOKEN"
	case 10:
		return hbdHex(32), "Datadog API key", "DD_API_KEY"
	case 11:
		return hbdMix(40), "Zendesk API token", "ZENDESK_TOKEN"
	case 12:
		return hbdUUID(), "Postmark server token", "POSTMARK_SERVER_TOKEN"
	default:
		return "SK" + hbdHex(32), "Twilio API key", "TWILIO_API_KEY"
	}
}

func hbdSaaS() Sample {
	k, what, env := hbdSaaSKey()
	var text, f string
	switch rng.IntN(6) {
	case 0:
		f, text = "env", fmt.Sprintf("%s=%s", env, k)
	case 1:
		f, text = "chat", fmt.Sprintf("%s key for the order confirmation mails from S/4: %s", what, k)
	case 2:
		f, text = "yaml", fmt.Sprintf("integrations:\n  %s:\n    api_key: \"%s\"\n    timeout: 30", strings.ToLower(strings.Fields(what)[0]), k)
	case 3:
		f, text = "python", fmt.Sprintf("import os\n%s = os.getenv(\"%s\", \"%s\")", strings.ToLower(env), env, k)
	case 4:
		f, text = "ticket", fmt.Sprintf("CHG%s: rotate %s key. New value %s deployed to Boomi env extensions.", hbdD(7), what, k)
	default:
		f, text = "chat-pt", fmt.Sprintf("chave da API %s: %s", what, k)
	}
	return hbdS("saas-api-key", f, text, k)
}

func hbdBasicAuth() Sample {
	u := hbdUser()
	p := hbdURLPW()
	b := base64.StdEncoding.EncodeToString([]byte(u + ":" + p))
	var text, f string
	switch rng.IntN(6) {
	case 0:
		f, text = "url", fmt.Sprintf("https://%s:%s@%s:44300/sap/opu/odata/sap/API_BUSINESS_PARTNER/", strings.ReplaceAll(u, "*", ""), p, hbdHost())
		return hbdS("basic-auth", f, text, p)
	case 1:
		f, text = "http", fmt.Sprintf("POST /sap/bc/srt/scs/sap/zws_invoice HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nContent-Type: text/xml", hbdHost(), b)
		return hbdS("basic-auth", f, text, b)
	case 2:
		f, text = "env", fmt.Sprintf("HTTPS_PROXY=http://%s:%s@proxy.%s.local:8080\nNO_PROXY=localhost,.%s.local", strings.ToLower(strings.ReplaceAll(u, "*", "")), p, hbdCo(), hbdCo())
		return hbdS("basic-auth", f, text, p)
	case 3:
		f, text = "log", fmt.Sprintf("%s %s DEBUG o.a.http.headers  >> Authorization: Basic %s", hbdDate(), hbdTime(), b)
		return hbdS("basic-auth", f, text, b)
	case 4:
		f, text = "csharp", fmt.Sprintf("client.DefaultRequestHeaders.Authorization =\n    new AuthenticationHeaderValue(\"Basic\", \"%s\");", b)
		return hbdS("basic-auth", f, text, b)
	default:
		f, text = "chat", fmt.Sprintf("postman collection uses basic auth header %s for the QAS gateway", b)
		return hbdS("basic-auth", f, text, b)
	}
}

func hbdBearer() Sample {
	t := hbdMix(hbdI(32, 48))
	var text, f string
	switch rng.IntN(3) {
	case 0:
		f, text = "shell", fmt.Sprintf("curl -H \"Authorization: Bearer %s\" https://api.%s.com/v2/shipments?status=open", t, hbdCo())
	case 1:
		f, text = "http", fmt.Sprintf("GET /api/v1/invoices HTTP/1.1\nHost: erp.%s.com\nAuthorization: Bearer %s", hbdCo(), t)
	default:
		f, text = "chat", fmt.Sprintf("the logistics partner gave us a static bearer token: %s", t)
	}
	return hbdS("bearer-token", f, text, t)
}

func hbdEnvFile() Sample {
	p := hbdPW()
	k := hbdMix(32)
	l1 := "APP_NAME=" + hbdP("order-bridge", "edi-router", "sf-s4-sync", "odoo-connector")
	l2 := "PORT=" + hbdP("8080", "3000", "8443")
	l3 := "SAP_CLIENT=" + hbdClient()
	text := fmt.Sprintf("%s\n%s\nLOG_LEVEL=debug\n%s\nSAP_USER=%s\nSAP_PASSWORD=%s\nAPI_SECRET=%s\nTZ=Europe/Berlin", l1, l2, l3, hbdUser(), p, k)
	if rng.IntN(2) == 0 {
		text = fmt.Sprintf("# .env.production\n%s\n%s\nDB_PASS=\"%s\"\nJWT_SECRET='%s'\n%s", l1, l2, p, k, l3)
	}
	return hbdSK("env-file", "env", text, []string{l1, l2, l3}, p, k)
}

func hbdK8s() Sample {
	p := hbdPW()
	pb := base64.StdEncoding.EncodeToString([]byte(p))
	k := hbdMix(32)
	kb := base64.StdEncoding.EncodeToString([]byte(k))
	name := hbdP("sap-rfc-creds", "odoo-db", "mule-secure-props", "netsuite-tba")
	if rng.IntN(4) == 0 {
		text := fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s\ntype: Opaque\nstringData:\n  password: \"%s\"\n  apiKey: %s", name, p, k)
		return hbdS("k8s-secret", "yaml", text, p, k)
	}
	text := fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s\n  namespace: integration\ntype: Opaque\ndata:\n  username: %s\n  password: %s\n  apiKey: %s", name, base64.StdEncoding.EncodeToString([]byte(hbdUser())), pb, kb)
	return hbdS("k8s-secret", "yaml", text, pb, kb)
}

func hbdDocker() Sample {
	p := hbdPW()
	reg := hbdP("registry."+hbdCo()+".com", hbdCo()+".azurecr.io", "ghcr.io")
	var text string
	switch rng.IntN(3) {
	case 0:
		text = fmt.Sprintf("docker login -u %s -p %s %s", hbdUser(), p, reg)
	case 1:
		text = fmt.Sprintf("$ echo '%s' | docker login %s --username ci-bot --password-stdin\nLogin Succeeded", p, reg)
	default:
		text = fmt.Sprintf("docker login %s --username deploy --password=%s", reg, p)
	}
	return hbdS("docker-login", "shell", text, p)
}

func hbdDBCLI() Sample {
	p := hbdPW()
	h := hbdHost()
	var text string
	switch rng.IntN(5) {
	case 0:
		text = fmt.Sprintf("mysql -h %s -u magento -p%s magento_prod -e 'SELECT COUNT(*) FROM sales_order'", h, p)
	case 1:
		text = fmt.Sprintf("PGPASSWORD='%s' psql -h %s -U odoo -d odoo_prod -c 'select count(*) from account_move'", p, h)
	case 2:
		text = fmt.Sprintf("sqlcmd -S %s -U sa -P '%s' -Q \"SELECT name FROM sys.databases\"", h, p)
	case 3:
		text = fmt.Sprintf("mysqldump --user=root --password='%s' --single-transaction erp_stage > stage.sql", p)
	default:
		text = fmt.Sprintf("mongosh \"mongodb://%s:27017/orders\" --username app --password '%s'", h, p)
	}
	return hbdS("db-cli", "shell", text, p)
}

func hbdCurlU() Sample {
	p := hbdPW()
	u := hbdP("svc_sap", "edi", "apiuser", "admin", "integration")
	var text string
	switch rng.IntN(3) {
	case 0:
		text = fmt.Sprintf("curl -u %s:'%s' https://%s:8443/sap/bc/ping", u, p, hbdHost())
	case 1:
		text = fmt.Sprintf("curl --user \"%s:%s\" -X GET 'https://%s.zendesk.com/api/v2/tickets.json'", u, p, hbdCo())
	default:
		text = fmt.Sprintf("curl -k -u '%s:%s' -T ORDERS_%s.edi sftp://mft.%s.com/in/", u, p, hbdD(8), hbdCo())
	}
	return hbdS("curl-user", "shell", text, p)
}

func hbdWiFi() Sample {
	p := hbdPW()
	ssid := hbdP("CONTOSO-GUEST", "Projektraum-3", "GoLive_War_Room", "Fabrikam-Lab", "Salle-Reunion")
	var text, f string
	switch rng.IntN(7) {
	case 0:
		f, text = "chat", fmt.Sprintf("wifi in the war room is %s, password %s", ssid, p)
	case 1:
		f, text = "qr", fmt.Sprintf("WIFI:T:WPA;S:%s;P:%s;;", ssid, p)
	case 2:
		f, text = "shell", fmt.Sprintf("nmcli dev wifi connect %s password '%s'", ssid, p)
	case 3:
		f, text = "config", fmt.Sprintf("network={\n    ssid=\"%s\"\n    psk=\"%s\"\n}", ssid, p)
	case 4:
		f, text = "chat-de", fmt.Sprintf("WLAN %s, Schlüssel: %s", ssid, p)
	case 5:
		f, text = "chat-fr", fmt.Sprintf("le wifi c'est %s et le code %s", ssid, p)
	default:
		f, text = "notes", fmt.Sprintf("Onsite logistics for the go-live weekend\n- Parking at gate B\n- Guest WiFi %s / %s\n- Lunch at 12:30", ssid, p)
		return hbdSK("wifi-password", f, text, []string{"- Parking at gate B", "- Lunch at 12:30"}, p)
	}
	return hbdS("wifi-password", f, text, p)
}

func hbdPIN() Sample {
	for {
		pin := hbdD(hbdP(4, 4, 5, 6))
		if strings.Trim(pin, pin[:1]) == "" {
			continue
		}
		var text, f string
		switch rng.IntN(9) {
		case 0:
			f, text = "chat", fmt.Sprintf("door code for the server room is %s#", pin)
		case 1:
			f, text = "chat", fmt.Sprintf("alarm code: %s, disarm before 7", pin)
		case 2:
			f, text = "chat-de", fmt.Sprintf("Der Türcode fürs Projektbüro ist %s", pin)
		case 3:
			f, text = "notes", fmt.Sprintf("SIM PIN of the on-call phone: %s (PUK in the safe)", pin)
		case 4:
			f, text = "chat-es", fmt.Sprintf("el código de la puerta es %s", pin)
		case 5:
			f, text = "chat", fmt.Sprintf("badge PIN %s works for the 4th floor too", pin)
		case 6:
			f, text = "chat-nl", fmt.Sprintf("de pincode van de kluis is %s", pin)
		case 7:
			f, text = "chat-ja", fmt.Sprintf("会議室の暗証番号は %s です", pin)
		default:
			f, text = "chat", fmt.Sprintf("the lockbox with the spare laptop keys opens with %s", pin)
		}
		if strings.Count(text, pin) == 1 {
			return hbdS("pin-code", f, text, pin)
		}
	}
}

func hbdTOTP() Sample {
	seed := hbdR(b32, hbdP(16, 32))
	var text, f string
	switch rng.IntN(4) {
	case 0:
		f, text = "url", fmt.Sprintf("otpauth://totp/SAP%%20IAS:%s?secret=%s&issuer=SAP%%20IAS&digits=6", hbdUser(), seed)
	case 1:
		var g []string
		for i := 0; i < len(seed); i += 4 {
			g = append(g, strings.ToLower(seed[i:i+4]))
		}
		seed = strings.Join(g, " ")
		f, text = "chat", fmt.Sprintf("MFA setup key for the shared Salesforce admin: %s", seed)
	case 2:
		f, text = "notes", fmt.Sprintf("2FA seed (Workday proxy account): %s\nAdd it to the team authenticator.", seed)
	default:
		f, text = "python", fmt.Sprintf("import pyotp\ntotp = pyotp.TOTP(\"%s\")\nprint(totp.now())", seed)
	}
	return hbdS("totp-seed", f, text, seed)
}

func hbdRecovery() Sample {
	n := hbdI(4, 8)
	var codes []string
	google := rng.IntN(2) == 0
	for i := 0; i < n; i++ {
		if google {
			codes = append(codes, hbdD(4)+" "+hbdD(4))
		} else {
			codes = append(codes, hbdHex(5)+"-"+hbdHex(5))
		}
	}
	var text string
	switch rng.IntN(3) {
	case 0:
		text = "Recovery codes for the shared admin account:\n" + strings.Join(codes, "\n")
	case 1:
		text = "backup codes (each works once): " + strings.Join(codes, ", ")
	default:
		text = "Códigos de recuperación:\n- " + strings.Join(codes, "\n- ") + "\nGuardar en el gestor de contraseñas."
	}
	return hbdS("recovery-codes", "notes", text, codes...)
}

func hbdPWProse() Sample {
	p := hbdPW()
	var text, f string
	switch rng.IntN(16) {
	case 0:
		f, text = "chat", fmt.Sprintf("my password is %s if you need to check the spool", p)
	case 1:
		f, text = "chat", fmt.Sprintf("pw was changed to %s this morning", p)
	case 2:
		f, text = "chat", fmt.Sprintf("the new one is %s, the old one expired", p)
	case 3:
		f, text = "chat-ru", fmt.Sprintf("пароль от тестовой системы: %s", p)
	case 4:
		f, text = "chat-ko", fmt.Sprintf("비밀번호는 %s 입니다", p)
	case 5:
		f, text = "chat-hi", fmt.Sprintf("सर्वर का पासवर्ड %s है", p)
	case 6:
		f, text = "chat-tr", fmt.Sprintf("şifre: %s", p)
	case 7:
		f, text = "chat-ar", fmt.Sprintf("كلمة المرور: %s", p)
	case 8:
		f, text = "chat-el", fmt.Sprintf("ο κωδικός είναι %s", p)
	case 9:
		f, text = "chat", fmt.Sprintf("I set it to %s, same as the QAS one", p)
	case 10:
		f, text = "chat-de", fmt.Sprintf("Das Passwort für das Gateway habe ich auf %s gesetzt.", p)
	case 11:
		f, text = "chat-fr", fmt.Sprintf("Le mot de passe du compte technique est %s.", p)
	case 12:
		f, text = "chat-zh", fmt.Sprintf("新密码是%s，请勿外传", p)
	case 13:
		f, text = "email", fmt.Sprintf("Hi,\nthe password for the shared mailbox ap-invoices@%s.com is now %s.\nThanks", hbdCo(), p)
	case 14:
		f, text = "chat-sv", fmt.Sprintf("lösenordet är %s", p)
	default:
		f, text = "chat", fmt.Sprintf("passwd=%s", p)
	}
	return hbdS("password-prose", f, text, p)
}
