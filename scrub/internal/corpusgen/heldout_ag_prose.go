package main

// Passwords, PINs, Wi-Fi keys, TOTP seeds, recovery codes and licence keys as people write them
// in e-mails between supervisors and students, lab notes and chat, in several languages.

import (
	"fmt"
	"strings"
)

func hagProse() []Sample {
	var out []Sample
	out = append(out, hagRep(24, hagPwProse)...)
	out = append(out, hagRep(7, hagWifi)...)
	out = append(out, hagRep(7, hagPin)...)
	out = append(out, hagRep(4, hagTOTP)...)
	out = append(out, hagRep(4, hagRecovery)...)
	out = append(out, hagRep(3, hagMatlab)...)
	return out
}

var hagPwProseT = []struct{ format, text, keep string }{
	{"email", "Subject: Cluster account\n\nDear {N},\n\nyour account on {H} is ready. Initial password: {S}\nPlease change it with `passwd` after your first login.\n\nBest,\n{P}", "Please change it with `passwd` after your first login."},
	{"email-de", "Betreff: Zugang Laborrechner\n\nLiebe/r {N},\n\ndas Passwort für den Messrechner lautet {S}. Bitte nicht weitergeben.\n\nViele Grüße\n{P}", "Viele Grüße"},
	{"email-es", "Asunto: acceso al portal de becas\n\nHola {N}:\n\nla contraseña del portal es {S} (la cuenta es la del grupo).\n\nUn saludo,\n{P}", "Un saludo,"},
	{"email-it", "Oggetto: accesso al server del laboratorio\n\nCiao {N},\nla password di root è {S}; cambiala appena puoi.\n\nCordiali saluti,\n{P}", "Cordiali saluti,"},
	{"email-pt", "Assunto: senha do RStudio Server\n\nOlá {N},\n\na senha provisória é {S}. Troque no primeiro acesso.\n\nAtenciosamente,\n{P}", "Atenciosamente,"},
	{"email-zh", "主题：服务器账号\n\n{N}同学你好，\n\n实验室服务器的初始密码是 {S}，登录后请立即修改。\n\n{P}", ""},
	{"email-ko", "제목: 클러스터 계정 안내\n\n{N} 학생,\n\n임시 비밀번호는 {S} 입니다. 처음 로그인할 때 바꿔 주세요.\n\n{P} 드림", ""},
	{"chat", "my SSO password is {S} in case you need to submit the thesis form for me while I'm at the conference", ""},
	{"chat", "vpn pw: {S}", ""},
	{"chat", "the JupyterHub admin password is {S}, don't give it to the undergrads", ""},
	{"chat-de", "Das WLAN-unabhängige VPN-Passwort ist jetzt {S} (seit der Umstellung letzte Woche).", ""},
	{"chat-es", "mi contraseña del campus virtual es {S}, ¿me subes tú la práctica?", ""},
	{"chat-it", "la password del portale PRIN è {S}", ""},
	{"chat-pt", "a senha do lattes do professor é {S}, ele pediu pra eu atualizar", ""},
	{"chat-zh", "知网账号的密码改成 {S} 了", ""},
	{"chat-ko", "연구실 공용 계정 비밀번호 바뀜: {S}", ""},
	{"notes", "TODO before leaving:\n- return key to room 3.07\n- hand over instrument PC, password {S}\n- archive /scratch data", "- archive /scratch data"},
	{"notes", "RStudio Server ({H})\npassword = {S}\nR 4.3.2, renv enabled", "R 4.3.2, renv enabled"},
	{"chat", "I set the overleaf password to {S} so we can all edit the grant proposal", ""},
	{"chat", "pwd for the shared zotero group account → {S}", ""},
	{"chat-fr", "le mot de passe de l'ENT c'est {S}", ""},
	{"ticket", "Requester: {N}\nSubject: locked out of Canvas\nI typed my password {S} three times and now it says account locked.\nCourse: {C}", "Course: {C}"},
	{"chat-de", "pw vom Institutsdrucker: {S}", ""},
	{"chat", "the password is {S} — capital first letter", ""},
}

func hagPwProse(i int) Sample {
	t := hagPwProseT[i%len(hagPwProseT)]
	pw := hagPw()
	course := hagCourse()
	text := hagFill(t.text, "S", pw, "N", hagName(), "P", hagProf(), "H", hagHost(), "C", course)
	s := hagS("password-prose", t.format, text, pw)
	if t.keep != "" {
		s = hagK(s, hagFill(t.keep, "C", course))
	}
	return s
}

func hagWifi(i int) Sample {
	ssid := hagP("LabNet-5G", "AG-Schmidt", "eduroam-guest-3", "FRITZ!Box 7590 KX", "Biolab_2.4", "TP-Link_4F2A", "Hörsaal-Gast")
	pw := hagP(hagHuman(), hagRandPw(hagN(12, 20)), hagR(digits, 20), strings.ToLower(hagWord())+hagR(digits, 4))
	switch i % 7 {
	case 0:
		return hagS("wifi-password", "chat", "wifi for the workshop: "+ssid+" / "+pw, pw)
	case 1:
		return hagS("wifi-password", "notes-de", "WLAN: "+ssid+"\nPasswort: "+pw, pw)
	case 2:
		return hagS("wifi-password", "qr", "WIFI:T:WPA;S:"+ssid+";P:"+pw+";;", pw)
	case 3:
		return hagS("wifi-password", "chat-es", "la clave del wifi del laboratorio es "+pw, pw)
	case 4:
		return hagS("wifi-password", "chat-zh", "实验室 WiFi："+ssid+"，密码 "+pw, pw)
	case 5:
		return hagK(hagS("wifi-password", "notes", "Conference room 1.12\n- projector: HDMI, press input twice\n- guest wifi "+ssid+", key "+pw+"\n- catering at 12:30", pw), "- catering at 12:30")
	default:
		return hagS("wifi-password", "ini", "network={\n    ssid=\""+ssid+"\"\n    psk=\""+pw+"\"\n}", pw)
	}
}

func hagPin(i int) Sample {
	code := hagR(digits, hagN(4, 6))
	switch i % 7 {
	case 0:
		return hagS("pin-code", "chat", "door code for the cryo-EM room is "+code+"#", code)
	case 1:
		return hagS("pin-code", "chat-de", "Der Tür-Code vom Serverraum ist "+code+", bitte nicht an die Tür schreiben.", code)
	case 2:
		return hagS("pin-code", "notes", "Lab key box PIN: "+code, code)
	case 3:
		return hagS("pin-code", "chat-it", "il codice del lucchetto dell'armadietto dei solventi è "+code, code)
	case 4:
		return hagS("pin-code", "chat-ko", "실험실 도어락 비밀번호 "+code+" 입니다", code)
	case 5:
		return hagK(hagS("pin-code", "notes", "Copier in the library\n  cost centre 4410-"+hagR(digits, 3)+"\n  PIN "+code+"\n  toner in cabinet B", code), "  toner in cabinet B")
	default:
		return hagS("pin-code", "chat-pt", "o pin do cartão do projeto é "+code, code)
	}
}

func hagTOTP(i int) Sample {
	seed := hagR(b32, hagP2(16, 32))
	acct := hagUser() + "@" + hagP("uni-example.de", "example.edu", "example.ac.uk")
	switch i % 4 {
	case 0:
		return hagS("totp-seed", "url", "otpauth://totp/UniSSO:"+acct+"?secret="+seed+"&issuer=UniSSO&digits=6", seed)
	case 1:
		return hagS("totp-seed", "chat", "2FA setup key for the shared lab account (if the phone dies): "+seed, seed)
	case 2:
		return hagS("totp-seed", "notes-de", "Zwei-Faktor für den HPC-Zugang\nGeheimer Schlüssel: "+hagSpaced(seed)+"\nApp: FreeOTP", hagSpaced(seed))
	default:
		return hagS("totp-seed", "python", "totp = pyotp.TOTP(\""+seed+"\")\nprint(totp.now())", seed)
	}
}

// hagSpaced groups a seed in fours, the way setup pages show it.
func hagSpaced(s string) string {
	var parts []string
	for i := 0; i < len(s); i += 4 {
		parts = append(parts, s[i:min(i+4, len(s))])
	}
	return strings.Join(parts, " ")
}

func hagRecovery(i int) Sample {
	var codes []string
	n := hagN(4, 8)
	for range n {
		if i%2 == 0 {
			codes = append(codes, hagR(lower+digits, 5)+"-"+hagR(lower+digits, 5))
		} else {
			codes = append(codes, hagR(digits, 8))
		}
	}
	head := hagP("GitHub recovery codes (thesis account)", "Backup codes for the university Google account", "ORCID two-factor backup codes", "Wiederherstellungscodes GitLab")
	text := head + ":\n" + strings.Join(codes, "\n")
	if i%4 == 3 {
		text = head + ": " + strings.Join(codes, " ")
	}
	return hagK(hagS("recovery-codes", "notes", text, codes...), head)
}

func hagMatlab(i int) Sample {
	fik := fmt.Sprintf("%s-%s-%s-%s", hagR(digits, 5), hagR(digits, 5), hagR(digits, 5), hagR(digits, 5))
	switch i % 3 {
	case 0:
		return hagS("licence-key", "chat", "MATLAB file installation key for the offline lab PC: "+fik, fik)
	case 1:
		return hagK(hagS("licence-key", "notes", "MATLAB R2023b offline install\n1. copy license.lic to licenses/\n2. file installation key: "+fik+"\n3. select toolboxes", fik), "3. select toolboxes")
	default:
		return hagS("licence-key", "chat-de", "Installationsschlüssel für MATLAB (Campuslizenz): "+fik, fik)
	}
}
