package main

// heldout_bf_prose.go: secrets in human writing: chat, e-mails to carriers, meeting notes,
// tickets, in several languages; passwords, Wi-Fi keys, PINs, door codes, TOTP seeds, recovery
// codes, and cloud or vendor keys pasted into prose.

import (
	"fmt"
	"strings"
)

func hbfProse() []Sample {
	var out []Sample
	out = append(out, hbfRep(40, hbfPwProse)...)
	out = append(out, hbfRep(24, hbfSmallSecrets)...)
	out = append(out, hbfRep(32, hbfKeyProse)...)
	return out
}

func hbfPwProse() Sample {
	pw := hbfPw()
	sys := hbfP("PolicyCenter", "ClaimCenter", "Duck Creek", "the broker portal", "Epic", "the SAS server", "the Lloyd's market portal",
		"the bordereaux mailbox", "the carrier extranet", "the rating workbook", "Xactimate", "the TPA portal")
	c := "password-prose"
	switch rng.IntN(30) {
	case 0:
		return hbfS(c, "chat", fmt.Sprintf("password for %s is %s", sys, pw), pw)
	case 1:
		return hbfS(c, "chat", fmt.Sprintf("pw: %s", pw), pw)
	case 2:
		return hbfS(c, "chat", fmt.Sprintf("I reset it to %s, change it when you're in", pw), pw)
	case 3:
		return hbfS(c, "chat", fmt.Sprintf("the new %s password: %s (expires in 90 days)", sys, pw), pw)
	case 4:
		return hbfS(c, "email", fmt.Sprintf("Dear %s,\n\nThe loss run for the fleet account is attached. The PDF is protected, password %s.\n\nBest,\n%s\nSenior Underwriter", hbfName(), pw, hbfName()), pw)
	case 5:
		s := fmt.Sprintf("Reminder for myself:\n- renewals due 1/1 for the marine book\n- %s pass = %s\n- call the MGA about the binder", sys, pw)
		return hbfK(hbfS(c, "notes", s, pw), "- renewals due 1/1 for the marine book", "- call the MGA about the binder")
	case 6:
		return hbfS(c, "chat", fmt.Sprintf("zip password is `%s`", pw), pw)
	case 7:
		return hbfS(c, "chat", fmt.Sprintf("passcode \"%s\" for the reinsurer data room", pw), pw)
	case 8:
		return hbfS(c, "chat-de", fmt.Sprintf("Das Passwort für %s lautet %s, bitte nicht weitergeben.", sys, pw), pw)
	case 9:
		return hbfS(c, "chat-fr", fmt.Sprintf("Le mot de passe de %s est %s", sys, pw), pw)
	case 10:
		return hbfS(c, "chat-es", fmt.Sprintf("La contraseña del Excel de siniestros es %s", pw), pw)
	case 11:
		return hbfS(c, "chat-it", fmt.Sprintf("la password del portale è %s, scade a fine mese", pw), pw)
	case 12:
		return hbfS(c, "chat-pl", fmt.Sprintf("hasło do %s: %s", sys, pw), pw)
	case 13:
		return hbfS(c, "chat-nl", fmt.Sprintf("Wachtwoord van de schade-app is %s", pw), pw)
	case 14:
		return hbfS(c, "chat-ja", fmt.Sprintf("共有フォルダのパスワードは「%s」です", pw), pw)
	case 15:
		return hbfS(c, "chat-ko", fmt.Sprintf("보험금 청구 시스템 비밀번호: %s", pw), pw)
	case 16:
		return hbfS(c, "chat-zh", fmt.Sprintf("再保险SFTP的密码是 %s ，下周会改", pw), pw)
	case 17:
		return hbfS(c, "chat-ru", fmt.Sprintf("пароль от %s: %s", sys, pw), pw)
	case 18:
		return hbfS(c, "chat-ar", fmt.Sprintf("كلمة المرور لبوابة الوسطاء هي %s", pw), pw)
	case 19:
		return hbfS(c, "chat-tr", fmt.Sprintf("Hasar portalı şifresi: %s", pw), pw)
	case 20:
		return hbfS(c, "chat-pt", fmt.Sprintf("a senha do %s é %s", sys, pw), pw)
	case 21:
		old := hbfHumanPw()
		return hbfS(c, "chat", fmt.Sprintf("try %s — if that doesn't work it's still the old one, %s", pw, old), pw, old)
	case 22:
		s := fmt.Sprintf("Handover (claims desk, week %d)\nOpen large losses: 3\n%s password changed to %s\nSubrogation file for the warehouse fire goes to counsel Monday", hbfN(1, 52), sys, pw)
		return hbfK(hbfS(c, "notes", s, pw), "Subrogation file for the warehouse fire goes to counsel Monday")
	case 23:
		return hbfS(c, "chat", fmt.Sprintf("pass is %s all lowercase? no — exactly as typed", pw), pw)
	case 24:
		return hbfS(c, "ticket", fmt.Sprintf("Req #%d – please set the service password on %s to %s and tick never expires.", hbfN(40000, 49999), sys, pw), pw)
	case 25:
		return hbfS(c, "chat", fmt.Sprintf("my %s password got reset to %s by IT lol", sys, pw), pw)
	case 26:
		return hbfS(c, "chat-sv", fmt.Sprintf("lösenordet till skadesystemet är %s", pw), pw)
	case 27:
		return hbfS(c, "chat-hi", fmt.Sprintf("पोर्टल का पासवर्ड %s है", pw), pw)
	case 28:
		return hbfS(c, "chat", fmt.Sprintf("%s secret: %s", strings.ToUpper(sys[:1])+sys[1:], pw), pw)
	default:
		return hbfS(c, "email", fmt.Sprintf("Subject: Access to Q3 bordereaux\n\nThe workbook is locked with %s. The file itself is on the SFTP under /inbound/%d/.\n", pw, 2025), pw)
	}
}

func hbfSmallSecrets() Sample {
	c := "small-secret"
	switch rng.IntN(10) {
	case 0:
		w := hbfHumanPw()
		return hbfS("wifi", "chat", fmt.Sprintf("Wi-Fi for the catastrophe response trailer: SSID CAT-Field-%d, key %s", hbfN(1, 9), w), w)
	case 1:
		w := hbfR(lower+digits, 10)
		s := fmt.Sprintf("Office guide – Manchester\nWiFi: Harborline-Staff\nWPA2 password: %s\nPrinter: 3rd floor by the kitchen", w)
		return hbfK(hbfS("wifi", "notes", s, w), "Printer: 3rd floor by the kitchen")
	case 2:
		pin := hbfR(digits, []int{4, 6}[rng.IntN(2)])
		return hbfS(c, "chat", fmt.Sprintf("the PIN for the claims phone is %s", pin), pin)
	case 3:
		code := hbfR(digits, 4) + hbfP("#", "*", "")
		return hbfS(c, "chat", fmt.Sprintf("door code for the file room is %s", code), code)
	case 4:
		seed := hbfTOTP()
		return hbfS("totp-seed", "chat", fmt.Sprintf("2FA seed for the shared carrier login (paste into the authenticator): %s", seed), seed)
	case 5:
		seed := hbfTOTP()
		uri := "otpauth://totp/BrokerHub:" + hbfUser() + "?secret=" + seed + "&issuer=BrokerHub"
		return hbfS("totp-seed", "notes", "MFA backup\n"+uri, seed)
	case 6:
		var codes []string
		for i := 0; i < 6; i++ {
			codes = append(codes, hbfR(lower+digits, 4)+"-"+hbfR(lower+digits, 4))
		}
		s := "recovery codes for the underwriting admin account:\n" + strings.Join(codes, "\n")
		return hbfS("recovery-codes", "notes", s, codes...)
	case 7:
		pin := hbfR(digits, 6)
		return hbfS(c, "chat-de", fmt.Sprintf("Die PIN für das Diensthandy lautet %s.", pin), pin)
	case 8:
		code := hbfR(digits, 5)
		return hbfS(c, "chat", fmt.Sprintf("alarm code at the Leeds office: %s, then press OFF", code), code)
	default:
		w := hbfR(alnum, 16)
		return hbfS("wifi", "chat-fr", fmt.Sprintf("Code Wi-Fi de l'agence : %s", w), w)
	}
}

func hbfKeyProse() Sample {
	switch rng.IntN(18) {
	case 0:
		id, sec := hbfAWSID(), hbfAWSSec()
		return hbfS("aws", "chat", fmt.Sprintf("for the bordereaux bucket use access key %s and secret %s", id, sec), id, sec)
	case 1:
		id, sec := hbfAWSID(), hbfAWSSec()
		s := fmt.Sprintf("Hi team,\n\nThe reinsurer asked for S3 drop access. Credentials below:\nAccess key ID: %s\nSecret access key: %s\nRegion: eu-west-2\n\nThanks", id, sec)
		return hbfK(hbfS("aws", "email", s, id, sec), "Region: eu-west-2")
	case 2:
		k := hbfGCPKey()
		return hbfS("gcp", "chat", fmt.Sprintf("geocoding key for the claims map (server-side one, not restricted!): %s", k), k)
	case 3:
		k := hbfAzKey()
		return hbfS("azure", "chat", fmt.Sprintf("storage key for the photo container: %s", k), k)
	case 4:
		k := hbfAzSec()
		tid := hbfUUID()
		return hbfS("azure", "notes", fmt.Sprintf("App reg for Duck Creek integration\ntenant %s\nclient secret %s (expires 2026-09)", tid, k), k)
	case 5:
		h := hbfSlackHook()
		return hbfS("slack-webhook", "chat", fmt.Sprintf("post large-loss alerts to %s", h), h)
	case 6:
		t := hbfSlackB()
		return hbfS("slack-token", "chat", fmt.Sprintf("bot token for #uw-referrals: %s", t), t)
	case 7:
		t := hbfTgBot()
		return hbfS("telegram", "chat-ru", fmt.Sprintf("токен телеграм-бота для уведомлений об убытках: %s", t), t)
	case 8:
		h := hbfDiscordHook()
		return hbfS("discord-webhook", "chat", fmt.Sprintf("hail alerts webhook → %s", h), h)
	case 9:
		k, v := hbfVendorKey()
		return hbfS("vendor-key", "chat", fmt.Sprintf("%s key for the broker newsletter thing: %s", v, k), k)
	case 10:
		k, v := hbfVendorKey()
		s := fmt.Sprintf("Action items\n1. %s to finish the IBNR review\n2. rotate the %s key (%s) — it was in the deck\n3. book the Lloyd's meeting", hbfName(), v, k)
		return hbfK(hbfS("vendor-key", "notes", s, k), "3. book the Lloyd's meeting")
	case 11:
		j := hbfJWT()
		return hbfS("jwt", "chat", fmt.Sprintf("this bearer works against the rating API for an hour: %s", j), j)
	case 12:
		u, pw := hbfUser(), hbfPw()
		url := fmt.Sprintf("https://%s:%s@%s/pc/ws/gw/webservice/policy", u, pw, hbfHost())
		return hbfS("basic-auth-url", "chat", "endpoint with creds baked in: "+url, pw)
	case 13:
		k := hbfStripe()
		return hbfS("payment", "ticket", fmt.Sprintf("PAY-%d premium finance checkout failing. Live key in use is %s — please confirm it's the restricted one.", hbfN(100, 999), k), k)
	case 14:
		t := hbfGHFine()
		return hbfS("git-token", "chat", fmt.Sprintf("token for the actuarial-models repo (read only): %s", t), t)
	case 15:
		t := hbfGLPat()
		return hbfS("git-token", "chat-de", fmt.Sprintf("GitLab-Token für die Tarifrechner-Pipeline: %s", t), t)
	case 16:
		tw := hbfTwilio()
		sid := "AC" + hbfHex(32)
		return hbfS("twilio", "notes", fmt.Sprintf("SMS for FNOL updates\naccount %s\nauth token %s", sid, tw), tw)
	default:
		k := hbfDDog()
		return hbfS("vendor-key", "chat", fmt.Sprintf("Datadog API key for the claims cluster: %s", k), k)
	}
}
