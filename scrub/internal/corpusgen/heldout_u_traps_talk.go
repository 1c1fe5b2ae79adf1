package main

import (
	"fmt"
	"strings"
)

// Traps, part two: talk about passwords and keys with none in it, in English and other
// languages; numbers that are not codes; things shaped like a login pair or a key id.

var uTalk = []string{
	"the password policy requires 12 characters, one digit and one symbol",
	"reset your password via the self-service portal, not through the helpdesk",
	"the password field is empty in the request body, that's why the API returns 400",
	"we rotated the token yesterday after the incident, old one is revoked",
	"password expired for svc_backup, I opened {T} to get it reset",
	"please don't paste passwords in slack, use a 1Password share link",
	"token TTL is 24h, refresh tokens last 30 days",
	"make sure the API key only has the read scope",
	"MFA becomes mandatory for all admins on {D}",
	"the secret is stored in Vault under kv/prod/db, ask {N} for access",
	"use --password-stdin instead of -p so it doesn't end up in shell history",
	"the door code changes monthly, ask facilities for the current one",
	"I forgot the guest wifi password, who can look it up?",
	"got a 403 because the token lacked the repo scope",
	"password rotation runbook: generate, update vault, restart the pods, verify",
	"the login / password form breaks in Safari when autofill is on",
	"password auth is disabled on all hosts; keys only",
	"your password will expire in 5 days (reminder from IT)",
	"passwords are hashed with argon2id (m=64MiB, t=3, p=4)",
	"secret scanning found 3 hits in old commits; all were revoked in {T}",
	"the bot token lives in the DISCORD_TOKEN env var on the host, not in git",
	"the private key never leaves the HSM",
	"the private_key_id in the JSON is what the console calls the key ID",
	"we should move the DB credentials from the .env file into the secrets manager",
	"PIN reset for the YubiKeys is done by security, not by us",
	"if the API key leaks, revoke it first and ask questions later",
	"the recovery codes are in the safe in the office, envelope marked {T}",
	"new joiners get a temporary password by SMS that must be changed on first login",
	"the webhook secret is verified with HMAC-SHA256 on every request",
	"Slack tokens start with xox, GitHub ones with ghp_ — the scanner knows both",
	"who has the admin login for the printer? it stopped scanning to email",
	"the TOTP seed is generated per user when they enroll",
	"docker login failed: unauthorized, incorrect username or password",
	"the kubeconfig uses exec-based auth now, so no static token in it",
}

func uTrapTalk(b *uB) {
	for i := 0; i < 34; i++ {
		line := uTalk[i%len(uTalk)]
		line = uFill(line)
		text, format, _ := uScene(line)
		b.trap("trap-talk", format, text)
	}
}

// uFill fills a template's {T} (ticket), {D} (date) and {N} (name) marks.
func uFill(s string) string {
	return strings.NewReplacer("{T}", uTicketID(), "{D}", uDate(), "{N}", uTitle(uName())).Replace(s)
}

var uForeignTalk = []struct{ code, line string }{
	{"de", "Das Passwort muss mindestens 12 Zeichen lang sein und wird alle 90 Tage geändert."},
	{"de", "Zugangsdaten liegen im Tresor unter Infrastruktur/Router, bitte nicht in den Chat kopieren."},
	{"fr", "Le mot de passe a expiré, il faut le réinitialiser via le portail (ticket {T})."},
	{"fr", "Merci de ne jamais envoyer de mot de passe par e-mail."},
	{"es", "La contraseña se cambia cada 90 días; el aviso llega una semana antes."},
	{"es", "Olvidé la clave del wifi de invitados, ¿alguien la puede consultar en el gestor?"},
	{"pt", "Esqueci a senha do portal, pedi o reset no chamado {T}."},
	{"it", "La password è salvata nel vault, non la scrivete in chiaro nei ticket."},
	{"nl", "Het wachtwoord staat in de kluis; vraag {N} om toegang."},
	{"pl", "Hasło musi mieć co najmniej 12 znaków, w tym cyfrę i znak specjalny."},
	{"ru", "Пароль хранится в Vault, в чат его не пишем. Заявка {T}."},
	{"ru", "Токен бота перевыпустили после утечки, старый отозван."},
	{"uk", "Пароль змінюється щомісяця, нагадування приходить на пошту."},
	{"cs", "Heslo je uložené v trezoru, o přístup požádej {N}."},
	{"sv", "Lösenordet finns i valvet, fråga {N} om du behöver det."},
	{"fi", "Salasana vaihdetaan 90 päivän välein."},
	{"tr", "Şifre en az 12 karakter olmalı ve her çeyrekte değiştirilmeli."},
	{"ja", "パスワードは1Passwordの「インフラ」保管庫にあります。チャットには貼らないでください。"},
	{"ja", "APIキーは{D}にローテーション済みです。"},
	{"zh", "密码至少需要12位，并包含数字和符号。"},
	{"zh", "令牌已在 {D} 吊销，请使用新的凭据管理流程。"},
	{"ko", "비밀번호는 90일마다 변경해야 합니다."},
	{"ar", "يجب أن تتكون كلمة المرور من 12 حرفًا على الأقل."},
	{"he", "הסיסמה נמצאת בכספת, לא בצ'אט."},
	{"hi", "पासवर्ड हर 90 दिन में बदलना होगा।"},
	{"vi", "Mật khẩu phải có ít nhất 12 ký tự."},
	{"el", "Ο κωδικός πρόσβασης αποθηκεύεται στο vault."},
	{"id", "Kata sandi disimpan di vault, jangan kirim lewat chat."},
}

func uTrapForeignTalk(b *uB) {
	for i := 0; i < 28; i++ {
		t := uForeignTalk[i%len(uForeignTalk)]
		line := t.line
		line = uFill(line)
		format := "chat-" + t.code
		if uCoin() {
			line, format, _ = uScene(line)
			format += "-" + t.code
		}
		b.trap("trap-talk-foreign", format, line)
	}
}

func uTrapNumbers(b *uB) {
	for i := 0; i < 22; i++ {
		var text, format string
		switch i % 11 {
		case 0:
			text, format = fmt.Sprintf("%s and %s are duplicates, closing the second", uTicketID(), uTicketID()), "chat"
		case 1:
			text, format = fmt.Sprintf("vendor support: +49 30 %d %d, or +1 (415) 555-%04d, case #%d", uN(100, 999), uN(1000, 9999), uN(100, 199), uN(10000000, 99999999)), "notes"
		case 2:
			text, format = fmt.Sprintf("replacement part SKU %s-%s-%d, serial S/N %s", uR(uUpD, 3), uR(uUpD, 4), uN(1000, 9999), uR(uUpD, 10)), "ticket"
		case 3:
			text, format = fmt.Sprintf("Invoice INV-%d-%05d, PO %d, due %s", uN(2023, 2026), uN(1, 99999), uN(4500000000, 4599999999), uDate()), "email"
		case 4:
			text, format = fmt.Sprintf("the pod exited with code %d, HTTP %d from the upstream, error code %d in the SDK", uP(137, 143, 1), uP(502, 503, 429), uN(1000, 9999)), "chat"
		case 5:
			text, format = fmt.Sprintf("office move: Room %d.%02d, ext. %d, postal code %05d", uN(1, 6), uN(1, 40), uN(1000, 9999), uN(10000, 99999)), "email"
		case 6:
			text, format = fmt.Sprintf("tracking 1Z%s%d for the new switches, arrives %s", uR(uUpD, 6), uN(1000000000, 1999999999), uDate()), "chat"
		case 7:
			text, format = fmt.Sprintf("MAC %02x:%02x:%02x:%02x:%02x:%02x got lease %s, IPv6 fe80::%x:%x:%x:%x", uN(0, 255), uN(0, 255), uN(0, 255), uN(0, 255), uN(0, 255), uN(0, 255), uIP(), uN(0, 65535), uN(0, 65535), uN(0, 65535), uN(0, 65535)), "log"
		case 8:
			text, format = fmt.Sprintf("promo code SPRING%d gives 20%% off the conference ticket", uN(20, 26)), "chat"
		case 9:
			text, format = fmt.Sprintf("coordinates of the DC: %d.%04d, %d.%04d; badge number %d", uN(40, 60), uN(0, 9999), uN(1, 20), uN(0, 9999), uN(10000, 99999)), "notes"
		default:
			text, format = fmt.Sprintf("change window %s %s–%s UTC, CAB ref CHG%07d", uDate(), uClock(), uClock(), uN(1, 9999999)), "notes"
		}
		b.trap("trap-number", format, text)
	}
}

func uTrapLoginish(b *uB) {
	for i := 0; i < 22; i++ {
		var text, format string
		switch i % 11 {
		case 0:
			text, format = "go to Admin / Settings / Users and click \"Invite\"", "chat"
		case 1:
			text, format = "the Login / Register buttons are swapped on mobile", "ticket"
		case 2:
			text, format = fmt.Sprintf("router login admin / see the 1Password entry \"%s\"", uP("core-sw-01", "Edge router", "NAS")), "chat"
		case 3:
			text, format = "user: admin\npassword: (in vault, kv/network/router)", "notes"
		case 4:
			text, format = fmt.Sprintf("login is %s / your usual AD password", uP("CORP\\firstname.lastname", "your e-mail")), "chat"
		case 5:
			text, format = "Account / Security / Two-factor authentication → enable", "runbook"
		case 6:
			text, format = fmt.Sprintf("username: %s (key auth only, no password set)", uUser()), "notes"
		case 7:
			text, format = "File / Save As / Export as PDF, then upload it to the ticket", "email"
		case 8:
			text, format = fmt.Sprintf("default credentials are printed on the sticker under the %s; we changed them at install", uP("UPS", "AP", "camera")), "notes"
		case 9:
			text, format = "Settings > Users > admin > Reset password sends a link to the owner", "runbook"
		default:
			text, format = fmt.Sprintf("auth: user + TOTP, %s / %s for the break-glass path", uP("SSO", "Okta"), uP("hardware key", "YubiKey")), "notes"
		}
		b.trap("trap-loginish", format, text)
	}
}

func uTrapKeyIDs(b *uB) {
	for i := 0; i < 16; i++ {
		var text, format string
		switch i % 8 {
		case 0:
			text, format = "\"private_key_id\": \"<redacted>\",", "json"
		case 1:
			text, format = fmt.Sprintf("merged %s into main, deploy follows", uHex(40)), "chat"
		case 2:
			text, format = fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s-%d\",\n  \"client_email\": \"%s\",\n  \"token_uri\": \"https://oauth2.googleapis.com/token\"\n}", uL(uWords), uN(100000, 999999), uSAEmail()), "json"
		case 3:
			text, format = fmt.Sprintf("host key fingerprint is SHA256:%s (ED25519), verify before accepting", uR(uB64, 43)), "chat"
		case 4:
			text, format = fmt.Sprintf("gpg --recv-keys 0x%s   # release signing key, fingerprint %s", uR("0123456789ABCDEF", 16), uGroup(uR("0123456789ABCDEF", 40), 4, " ")), "shell"
		case 5:
			text, format = fmt.Sprintf("KMS key arn:aws:kms:eu-west-1:%d:key/%s encrypts the bucket", uN(100000000000, 999999999999), uUUID()), "notes"
		case 6:
			text, format = fmt.Sprintf("google.auth.exceptions.MalformedError: Service account info was not in the expected format, missing fields private_key_id, client_email.\n  File \"/app/%s.py\", line %d, in load_creds", uL(uWords), uN(10, 200)), "traceback"
		default:
			text, format = "private_key_id: ${GCP_PRIVATE_KEY_ID}   # injected at deploy time", "yaml"
		}
		b.trap("trap-keyid", format, text)
	}
}
