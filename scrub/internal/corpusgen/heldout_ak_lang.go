package main

import (
	"fmt"
)

// Passwords in prose, many grammars and languages; agents' shift notes.

func hakForeignPassword() Sample {
	p := hakPw()
	n := hakName()
	ext := hakExt()
	sys := hakP("Genesys", "Avaya", "FreePBX", "3CX", "Five9", "Vicidial", "Zendesk", "Salesforce")
	switch rng.IntN(22) {
	case 0:
		keep := "Cola de cobranzas con 14 llamadas en espera a las 22:10."
		return hakKeep(hakS("password-prose", "shift-notes-es", fmt.Sprintf("Notas de turno %s\n- %s\n- %s no pudo entrar a %s, le reseteé la contraseña a %s\n- Escalar ticket %s mañana", hakDate(), keep, n, sys, p, hakTicket()), p), keep)
	case 1:
		return hakS("password-prose", "chat-es", fmt.Sprintf("Oye %s, la contraseña nueva de %s es %s (distingue mayúsculas)", n, sys, p), p)
	case 2:
		return hakS("password-prose", "chat-es", fmt.Sprintf("contra del supervisor: %s", p), p)
	case 3:
		keep := "Fila de suporte técnico normalizou depois das 23h."
		return hakKeep(hakS("password-prose", "shift-notes-pt", fmt.Sprintf("Passagem de turno\n%s\nSenha provisória do %s pro ramal %s: %s\nLembrar o %s de trocar.", keep, sys, ext, p, n), p), keep)
	case 4:
		return hakS("password-prose", "chat-pt", fmt.Sprintf("a senha do %s mudou pra %s, avisa o pessoal da manhã", sys, p), p)
	case 5:
		return hakS("password-prose", "chat-pt", fmt.Sprintf("minha senha é %s, pode entrar e ver a gravação da chamada", p), p)
	case 6:
		return hakS("password-prose", "shift-notes-hi", fmt.Sprintf("शिफ्ट नोट्स (%s)\n- %s का नया पासवर्ड: %s\n- क्यू 4 में कॉल्स ज़्यादा थीं", hakDate(), sys, p), p)
	case 7:
		return hakS("password-prose", "chat-hi", fmt.Sprintf("%s भाई, %s का पासवर्ड %s है, किसी को मत बताना", n, sys, p), p)
	case 8:
		return hakS("password-prose", "chat-hinglish", fmt.Sprintf("bhai %s ka password %s hai, login karke queue check kar lo", sys, p), p)
	case 9:
		keep := "Mataas ang AHT sa billing queue ngayong gabi."
		return hakKeep(hakS("password-prose", "shift-notes-tl", fmt.Sprintf("Shift notes (graveyard)\n%s\nBagong password ni %s sa %s: %s\nPaki-check ang voicemail ng supervisor.", keep, n, sys, p), p), keep)
	case 10:
		return hakS("password-prose", "chat-tl", fmt.Sprintf("pre, ang password ng %s ay %s ha, wag mong ipost sa GC", sys, p), p)
	case 11:
		return hakS("password-prose", "chat-taglish", fmt.Sprintf("nag-reset ako ng password mo sa %s, %s na siya ngayon", sys, p), p)
	case 12:
		return hakS("password-prose", "chat-de", fmt.Sprintf("Das Passwort für %s lautet %s – bitte nach dem ersten Login ändern.", sys, p), p)
	case 13:
		return hakS("password-prose", "chat-fr", fmt.Sprintf("le mot de passe du compte %s c'est %s", sys, p), p)
	case 14:
		return hakS("password-prose", "chat-ja", fmt.Sprintf("%sの管理者パスワードは %s です。", sys, p), p)
	case 15:
		return hakS("password-prose", "chat-ru", fmt.Sprintf("пароль от %s: %s, не забудь сменить", sys, p), p)
	case 16:
		return hakS("password-prose", "chat-zh", fmt.Sprintf("%s 后台密码是 %s，用完记得改", sys, p), p)
	case 17:
		return hakS("password-prose", "chat-ar", fmt.Sprintf("كلمة المرور لنظام %s هي %s", sys, p), p)
	case 18:
		return hakS("password-prose", "chat-id", fmt.Sprintf("kata sandi %s untuk agen baru: %s", sys, p), p)
	case 19:
		return hakS("password-prose", "chat-vi", fmt.Sprintf("mật khẩu %s là %s nhé", sys, p), p)
	case 20:
		return hakS("password-prose", "chat-ko", fmt.Sprintf("%s 비밀번호는 %s 입니다", sys, p), p)
	default:
		vm := hakPin(4)
		return hakS("password-prose", "shift-notes-es", fmt.Sprintf("Entrega de turno: PIN del buzón de la supervisora %s, clave del %s %s.", vm, sys, p), vm, p)
	}
}

func hakPasswordProse() Sample {
	p := hakPw()
	n := hakName()
	sys := hakP("FreePBX", "3CX", "the SBC", "the recording portal", "the WFM tool", "HubSpot", "the wallboard")
	switch rng.IntN(12) {
	case 0:
		return hakS("password-prose", "chat", fmt.Sprintf("pw for %s is %s", sys, p), p)
	case 1:
		return hakS("password-prose", "chat", fmt.Sprintf("I set %s's password to %s, they'll change it Monday", n, p), p)
	case 2:
		return hakS("password-prose", "chat", fmt.Sprintf("password: %s", p), p)
	case 3:
		return hakS("password-prose", "chat", fmt.Sprintf("%s uses %s as the password for everything, including %s", n, p, sys), p)
	case 4:
		return hakS("password-prose", "meeting-notes", fmt.Sprintf("Action items\n1. %s: rotate %s admin password (currently %s)\n2. Review IVR menu for Spanish line", n, sys, p), p)
	case 5:
		return hakS("password-prose", "chat", fmt.Sprintf("remember: %s — that's the new one for %s", p, sys), p)
	case 6:
		return hakS("password-prose", "ticket", fmt.Sprintf("%s\nSummary: agent locked out of %s\nResolution: unlocked, temporary password %s given over the phone.", hakTicket(), sys, p), p)
	case 7:
		return hakS("password-prose", "chat", fmt.Sprintf("the passphrase is \"%s\" without the quotes", p), p)
	case 8:
		old := hakHumanPw()
		return hakS("password-prose", "chat", fmt.Sprintf("%s pass changed from %s to %s", sys, old, p), old, p)
	case 9:
		return hakS("password-prose", "email", fmt.Sprintf("Subject: %s access\n\n%s,\nthe shared supervisor password is now %s. Please don't forward this email.\n", sys, n, p), p)
	case 10:
		return hakS("password-prose", "chat", fmt.Sprintf("if it asks for the BIOS password on the agent PCs it's %s", p), p)
	default:
		return hakS("password-prose", "runbook", fmt.Sprintf("## Failover\n1. SSH to the standby PBX.\n2. Become root (`su -`, password %s).\n3. Run `fwconsole restart`.", p), p)
	}
}
