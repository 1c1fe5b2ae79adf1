package main

import (
	"fmt"
	"strings"
)

// hblTrapSamples3 are prose without a credential: talk about passwords in many languages,
// tickets, dates, phone numbers, product codes, usernames alone, and long lines that wrap.
func hblTrapSamples3() []Sample {
	var out []Sample
	for i := 0; i < 104; i++ {
		var format, text string
		switch i % 26 {
		case 0:
			format, text = "chat", "Passwort für "+hblTool()+" vergessen? Einfach auf „Passwort zurücksetzen“ klicken, der Link kommt per Mail an "+hblEmail()+"."
		case 1:
			format, text = "chat", fmt.Sprintf("sur %s le mot de passe doit contenir au moins %d caractères et %s", hblTool(), hblN(8, 16), hblP("un chiffre", "un symbole", "une majuscule", "un chiffre et un symbole"))
		case 2:
			format, text = "chat", "la contraseña la tiene "+hblName()+", pídesela por 1Password, no por Slack"
		case 3:
			format, text = "chat", "a senha do "+hblTool()+" está no cofre compartilhado \""+hblP("Vendas", "Financeiro", "Marketing", "Operações")+"\", fala com "+hblName()
		case 4:
			format, text = "chat", hblTool()+"のパスワードは1Passwordの「"+hblP("営業", "経理", "総務")+"」ボールトにあります。Slackには書かないでください。"
		case 5:
			format, text = "chat", "密码在共享保险库里，找"+hblName()+"要权限"
		case 6:
			format, text = "chat", "пароль от "+hblTool()+" лежит в Bitwarden, папка «"+hblP("Продажи", "Финансы", "Маркетинг")+"», спроси у "+hblName()
		case 7:
			format, text = "chat", hblTool()+" 비밀번호는 1Password에 저장했어요. 메시지로 보내지 마세요. - "+hblName()
		case 8:
			format, text = "notes", fmt.Sprintf("Offboarding %s\n- [x] Google Workspace suspended\n- [x] removed from the %s and %s seats\n- [x] shared passwords rotated (see 1Password activity log)\n- [ ] laptop returned", hblName(), hblTool(), hblTool())
		case 9:
			format, text = "ticket", fmt.Sprintf("OPS-%d: %s says \"invalid password\" after the SSO switch. Steps: logout, clear cookies, login via Okta. Priority P%d.", hblN(100, 9999), hblName(), hblN(1, 4))
		case 10:
			format, text = "chat", fmt.Sprintf("username is %s.%s (same as email prefix), password you set yourself on first login", hblLowerName(), hblCompany())
		case 11:
			format, text = "chat", fmt.Sprintf("The board meeting moved to %s %d at %d:%02d CET; deck v%d is in the data room.", hblP("March", "April", "May", "October"), hblN(1, 28), hblN(9, 17), hblP2(0, 30), hblN(2, 7))
		case 12:
			format, text = "notes", fmt.Sprintf("SKU %s-%s-%s, EAN %s, batch %s", strings.ToUpper(hblR("abcdefghijklmnopqrstuvwxyz", 3)), hblR("0123456789", 4), hblP("BLK", "WHT", "RED"), hblDigits(13), strings.ToUpper(hblR(hblLowAl, 8)))
		case 13:
			format, text = "chat", fmt.Sprintf("licence key for the design font is on the invoice (order %s), not needed for install", strings.ToUpper(hblR(hblLowAl, 10)))
		case 14:
			format, text = "email", fmt.Sprintf("Hi %s,\n\nThanks for the call today. As promised, the proposal is attached (ref. Q-%d-%03d). The pricing is valid until the end of the month.\n\nBest,\n%s\n%s | +44 20 %s %s", hblName(), hblN(2024, 2025), hblN(1, 999), hblName(), hblTitle(hblCompany()), hblR("0123456789", 4), hblR("0123456789", 4))
		case 15:
			format, text = "chat", fmt.Sprintf("the %s auth token expires after %dh, so the Zap re-authenticates every night — that's the 401 you see at %02d:00", hblTool(), hblP2(12, 24), hblN(0, 5))
		case 16:
			format, text = "chat", fmt.Sprintf("long link, Slack wrapped it:\nhttps://docs.google.com/spreadsheets/d/%s/edit\n#gid=%s", hblR(hblB64u, 44), hblDigits(9))
		case 17:
			format, text = "notes", fmt.Sprintf("Key takeaways from the %s offsite\n- shorten the demo to %d minutes\n- send the security questionnaire before the legal review\n- stop sharing %s logins: every rep gets their own seat", hblP("sales", "GTM", "Q3", "leadership"), hblN(15, 30), hblTool())
		case 18:
			format, text = "csv", fmt.Sprintf("invoice_no,customer,amount,status\nINV-%04d,%s,%d.00,paid\nINV-%04d,%s,%d.50,overdue\n", hblN(1, 9999), hblTitle(hblCompany()), hblN(100, 9000), hblN(1, 9999), hblTitle(hblCompany()), hblN(100, 9000))
		case 19:
			format, text = "chat", fmt.Sprintf("Admin / Users / %s → set role to %s, then Settings / Security / Require 2FA", hblName(), hblP("Billing Manager", "Viewer", "Sales Rep", "Super Admin"))
		case 20:
			format, text = "chat", fmt.Sprintf("mot de passe oublié pour %s ? Demande un lien de réinitialisation à %s, ne me demande pas le mien 😅", hblTool(), hblName())
		case 21:
			format, text = "chat", fmt.Sprintf("رقم الفاتورة %d-%04d وتاريخ الاستحقاق %02d/%02d/2025", hblN(2024, 2025), hblN(1, 9999), hblN(1, 28), hblN(1, 12))
		case 22:
			format, text = "table", fmt.Sprintf("| Tool | Owner | Login method |\n|---|---|---|\n| %s | %s | Google SSO |\n| %s | %s | own seat, 2FA |\n| %s | %s | shared, in 1Password |", hblTool(), hblName(), hblTool(), hblName(), hblTool(), hblName())
		case 23:
			format, text = "chat", fmt.Sprintf("Kundennummer %s, Vertragsnummer V-%s, Ansprechpartner %s", hblR("0123456789", 8), hblR(hblUpAl, 6), hblName())
		case 24:
			format, text = "chat", fmt.Sprintf("Telegram: @%s_%s, Discord: %s#%04d — ping me there", hblLowerName(), hblCompany(), hblLowerName(), hblN(1, 9999))
		default:
			format, text = "notes", fmt.Sprintf("Wi-Fi for guests is \"%s-%s\" with the captive portal — no password, just accept the terms on floor %d.", hblTitle(hblCompany()), hblP("guest", "visitors", "Guest-5G"), hblN(1, 6))
		}
		out = append(out, hblTrap("trap-prose", format, text))
	}
	return out
}

func hblP2(a, b int) int {
	if rng.IntN(2) == 0 {
		return a
	}
	return b
}
