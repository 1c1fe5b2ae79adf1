package main

import (
	"fmt"
	"strings"
)

// EDI and file-transfer accounts, integration keys, webhooks, 2FA seeds and licences.

func hclEDIGens() []hclGen {
	return []hclGen{
		{7, hclSFTPMail}, {6, hclSFTPShell}, {6, hclSFTPWinSCP}, {5, hclSFTPKeyBlock},
		{5, hclPGPPassphrase}, {5, hclAS2Config}, {5, hclVANMailbox}, {5, hclISAPassword},
		{6, hclSlackAlert}, {5, hclTeamsYAML}, {5, hclDiscordDriverHook}, {5, hclZapierNote},
		{5, hclTOTPWMS}, {4, hclRecoveryCodes}, {5, hclLicenceTE}, {5, hclServiceBus},
		{5, hclMQTTTelematics}, {5, hclSFTPTR}, {4, hclMagicLink}, {4, hclSessionCookie},
		{5, hclBearerTMS}, {4, hclMSSQLConn},
	}
}

func hclSFTPMail() Sample {
	host, user, pw := hclHost(), hclUser(), hclPw()
	n := hclName("en")
	text := fmt.Sprintf("Subject: EDI onboarding – SFTP access for 856/810\n\nHi %s,\n\nplease drop ASNs in /inbound/856 and invoices in /inbound/810.\n\nHost: %s\nPort: %d\nUsername: %s\nPassword: %s\n\nFiles are picked up every 15 minutes; 997s come back in /outbound.\n\nRegards,\nEDI team", n, host, pick([]int{22, 2222, 10022}), user, pw)
	return hclS("sftp-password", "mail", text, hclSec(pw), host, user)
}

func hclSFTPShell() Sample {
	host, user, pw := hclHost(), hclUser(), hclRandPw()
	text := fmt.Sprintf("$ sshpass -p '%s' sftp -oPort=22 %s@%s\nConnected to %s.\nsftp> cd outbound/214\nsftp> ls -l\n-rw-r--r--    1 %s  edi   %d %s 214_%s.edi\nsftp> get 214_*.edi\n", pw, user, host, host, user, hclN(900, 9000), hclP("Mar 04 06:15", "Nov 19 22:40", "Jan 02 11:02"), hclR(digits, 10))
	return hclS("sftp-password", "shell", text, hclSec(pw), user, host)
}

func hclSFTPWinSCP() Sample {
	host, user, pw := hclHost(), hclUser(), hclPw()
	text := fmt.Sprintf("[Sessions\\%s]\nHostName=%s\nUserName=%s\n; plain-text because someone pasted it here instead of using the master password\nPassword=%s\nRemoteDirectory=/edi/in\nFSProtocol=2\n", strings.ReplaceAll(hclCompany(), "-", "_"), host, user, pw)
	return hclS("sftp-password", "ini", text, hclSec(pw), host, user)
}

func hclSFTPKeyBlock() Sample {
	body := strings.Join(hclSSHBody(), "\n")
	host := hclHost()
	text := fmt.Sprintf("Partner asked for key auth instead of password. Generated a key for them, private part below (send over the secure portal, NOT mail):\n\n-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----\n\nPublic half is already in authorized_keys on %s.", body, host)
	return hclS("ssh-private-key", "note", text, hclSec(body), host)
}

func hclPGPPassphrase() Sample {
	pp := hclP(hclHumanPw(), strings.ToLower(pick(hclWords()))+" "+strings.ToLower(pick(hclWords()))+" "+strings.ToLower(pick(hclWords()))+" "+hclR(digits, 2))
	fp := strings.ToUpper(hclHex(40))
	text := fmt.Sprintf("gpg batch decrypt for the %s remittance files:\n\n  key fingerprint: %s\n  passphrase: %s\n\necho \"$PASSPHRASE\" | gpg --batch --passphrase-fd 0 -d remit_*.pgp", hclP("Walmart", "Tesco", "Biedronka", "Migros", "Target"), fp, pp)
	return hclS("pgp-passphrase", "note", text, hclSec(pp), fp)
}

func hclAS2Config() Sample {
	pw := hclRandPw()
	as2 := strings.ToUpper(hclCompany())
	text := fmt.Sprintf("<partnership name=\"%s-to-HUB\">\n  <sender name=\"%s\"/>\n  <receiver name=\"HUB_AS2\"/>\n  <attribute name=\"as2_url\" value=\"https://%s:4080/as2\"/>\n  <attribute name=\"keystore_password\" value=\"%s\"/>\n  <attribute name=\"signature\" value=\"sha256\"/>\n</partnership>", as2, as2, hclHost(), pw)
	return hclS("keystore-password", "xml", text, hclSec(pw), as2)
}

func hclVANMailbox() Sample {
	mb := strings.ToUpper(hclR(upper, 4)) + hclR(digits, 2)
	pw := hclR(upper+digits, 8)
	lang := hclP("en", "pl")
	var text string
	if lang == "pl" {
		text = fmt.Sprintf("Dostęp do skrzynki VAN (%s):\nID skrzynki: %s\nHasło: %s\nQualifier ZZ, ID w ISA: %s", hclP("OpenText", "Comarch EDI", "SPS Commerce"), mb, pw, hclR(upper, 8))
	} else {
		text = fmt.Sprintf("VAN mailbox for %s\nMailbox ID: %s\nMailbox password: %s\nISA qualifier ZZ / ID %s", hclP("OpenText", "Kleinschmidt", "SPS Commerce", "Loren Data"), mb, pw, hclR(upper, 8))
	}
	return hclS("edi-van-password", "note", text, hclSec(pw), mb)
}

func hclISAPassword() Sample {
	pw := hclR(upper+digits, 10)
	text := fmt.Sprintf("%s wants the security info filled on their side now. In the ISA set ISA03 = 01 and ISA04 (security password) = %s. Our sender ID stays ZZ*%s.", hclP("Home Depot", "Kroger", "Meijer", "Lowe's"), pw, strings.ToUpper(hclR(upper, 9)))
	return hclS("edi-isa-password", "chat", text, hclSec(pw))
}

func hclSlackAlert() Sample {
	h := hclSlackHook()
	text := fmt.Sprintf("# alerting for late trucks\nlate_arrivals:\n  threshold_minutes: %d\n  notify:\n    slack_webhook: %s\n    channel: \"#%s\"\n", hclN(15, 90), h, hclP("dispatch-alerts", "yard-ops", "late-loads"))
	return hclS("slack-webhook", "yaml", text, hclSec(h))
}

func hclTeamsYAML() Sample {
	h := hclTeamsHook()
	text := fmt.Sprintf("Power Automate broke, so the temperature alerts for the reefers go straight to the Teams channel now. Incoming webhook URL:\n%s\nIf it starts spamming, remove the connector in the channel settings.", h)
	return hclS("teams-webhook", "note", text, hclSec(h))
}

func hclDiscordDriverHook() Sample {
	h := hclDiscordHook()
	text := fmt.Sprintf("const DRIVERS_CHANNEL = \"%s\";\n\nasync function postDelay(route, minutes) {\n  await fetch(DRIVERS_CHANNEL, {\n    method: \"POST\",\n    headers: { \"Content-Type\": \"application/json\" },\n    body: JSON.stringify({ content: `Route ${route} delayed ${minutes} min` }),\n  });\n}\n", h)
	return hclS("discord-webhook", "code", text, hclSec(h))
}

func hclZapierNote() Sample {
	h := hclZapierHook()
	text := hclP(
		fmt.Sprintf("The POD → invoice Zap listens on %s – the TMS posts the delivery JSON there.", h),
		fmt.Sprintf("Zap tetikleyici adresi: %s (teslimat onayı gelince faturayı kesiyor)", h),
	)
	return hclS("zapier-webhook", "chat", text, hclSec(h))
}

func hclTOTPWMS() Sample {
	seed := hclTOTP()
	user := hclUser()
	text := hclP(
		fmt.Sprintf("shared 2FA for the %s carrier portal (ops mailbox account):\notpauth://totp/CarrierPortal:%s?secret=%s&issuer=CarrierPortal\nadd it to the ops phone, not your personal one", hclP("Maersk", "Kuehne+Nagel", "C.H. Robinson", "Transporeon"), user, seed),
		fmt.Sprintf("Transporeon konto zespołowe – klucz 2FA do Authenticatora: %s (konto %s)", seed, user),
	)
	return hclS("totp-seed", "note", text, hclSec(seed), user)
}

func hclRecoveryCodes() Sample {
	var codes []string
	for i := 0; i < hclN(2, 4); i++ {
		codes = append(codes, hclR(lower+digits, 4)+"-"+hclR(lower+digits, 4))
	}
	text := fmt.Sprintf("Backup codes for the dispatch@ %s account (each works once):\n%s\nStored copy: none – put these in the safe.", hclP("Samsara", "Geotab", "Trimble", "Webfleet"), strings.Join(codes, "\n"))
	return hclS("recovery-codes", "note", text, codes)
}

func hclLicenceTE() Sample {
	lic := hclLicence()
	text := hclP(
		fmt.Sprintf("Ivanti Velocity terminal emulation licence for the %d new handhelds: %s – activate from the console, not on each device.", hclN(10, 80), lic),
		fmt.Sprintf("SOTI MobiControl registration code: %s (%d device licences, renews in %s)", lic, hclN(50, 500), hclP("March", "June", "October")),
		fmt.Sprintf("Klucz licencyjny do BarTender Automation (drukarki etykiet): %s", lic),
	)
	return hclS("licence-key", "chat", text, hclSec(lic))
}

func hclServiceBus() Sample {
	key := hclSASKey()
	ns := hclCompany() + "-tms"
	text := fmt.Sprintf("\"ConnectionStrings\": {\n  \"ShipmentEvents\": \"Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName=tms-sender;SharedAccessKey=%s;EntityPath=shipment-status\"\n}", ns, key)
	return hclS("azure-sas-key", "json", text, hclSec(key), ns)
}

func hclMQTTTelematics() Sample {
	pw := hclRandPw()
	user := "trk_" + hclR(digits, 6)
	text := fmt.Sprintf("# GPS trackers (Teltonika FMB) → broker\nmqtt:\n  host: mqtt.%s.eu\n  port: 8883\n  username: %s\n  password: \"%s\"\n  topic: fleet/+/position\n", hclCompany(), user, pw)
	return hclS("mqtt-password", "yaml", text, hclSec(pw), user)
}

func hclSFTPTR() Sample {
	host, user, pw := hclHost(), hclUser(), hclPw()
	text := fmt.Sprintf("Merhaba %s Hanım,\n\nEDI dosyaları için SFTP bilgileri:\nSunucu: %s\nKullanıcı: %s\nParola: %s\n\nİrsaliyeleri /gelen klasörüne bırakabilirsiniz.\nİyi çalışmalar", hclP("Zeynep", "Elif", "Selin", "Fatma"), host, user, pw)
	return hclS("sftp-password", "mail", text, hclSec(pw), host, user)
}

func hclMagicLink() Sample {
	tok := hclR(b64url, hclN(32, 48))
	text := fmt.Sprintf("Forwarded from the carrier portal:\n\"Click to sign in to your %s dock-scheduling account (valid 15 min):\nhttps://dock.%s.com/auth/magic?token=%s\"\nCan someone book door %s for Thursday with this?", hclP("Opendock", "C3 Reservations", "DataDocks"), hclCompany(), tok, hclDock())
	return hclS("login-link-token", "mail", text, hclSec(tok))
}

func hclSessionCookie() Sample {
	v := hclR(b64url, hclN(40, 64))
	text := fmt.Sprintf("copied from devtools while debugging the YMS:\ncurl 'https://yms.%s.com/api/yard/moves' -H 'Cookie: yms_session=%s; lang=pl' -H 'Accept: application/json'", hclCompany(), v)
	return hclS("session-cookie", "shell", text, hclSec(v))
}

func hclBearerTMS() Sample {
	tok := "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJ" + hclR(b64url, hclN(60, 120)) + "." + hclR(b64url, 86)
	text := fmt.Sprintf("POST /api/v2/loads/%s/tender HTTP/1.1\nHost: tms.%s.com\nAuthorization: Bearer %s\nContent-Type: application/json\n\n{\"carrier_scac\":\"%s\",\"rate\":%d.00}", hclR(digits, 7), hclCompany(), tok, hclR(upper, 4), hclN(400, 4000))
	return hclS("bearer-token", "http", text, hclSec(tok))
}

func hclMSSQLConn() Sample {
	pw := hclPw()
	text := fmt.Sprintf("<connectionStrings>\n  <add name=\"WMS\" connectionString=\"Server=%s;Database=WMS_PROD;User Id=wms_reader;Password=%s;TrustServerCertificate=True\" />\n</connectionStrings>", hclP("sql-wh01", "10.1.2.30,1433", "WMSSQL\\PROD"), pw)
	return hclS("db-password", "xml", text, hclSec(pw), "wms_reader")
}
