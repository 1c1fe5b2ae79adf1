package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Passwords in prose (many grammars and languages), Wi-Fi passwords, PINs and door codes; and
// credentials on shell command lines, in URLs and in headers.

func haqPasswordProseSamples() []Sample {
	var out []Sample
	en := []string{
		"the password for %[1]s is %[2]s",
		"%[1]s password: %[2]s",
		"pw for %[1]s = %[2]s",
		"I reset the %[1]s password to %[2]s, change it when you log in",
		"%[1]s → pass %[2]s",
		"use %[2]s to get into %[1]s",
		"password's %[2]s (for %[1]s)",
		"new %[1]s pwd is %[2]s btw",
		"The %[1]s account password has been set to \"%[2]s\".",
		"%[1]s: '%[2]s' is the passphrase",
		"passwd %[1]s %[2]s",
		"Reminder — %[1]s / pass: %[2]s",
	}
	intl := []string{
		"Das Passwort für %[1]s ist %[2]s",
		"Kennwort %[1]s: %[2]s",
		"Le mot de passe de %[1]s est %[2]s",
		"mdp %[1]s : %[2]s",
		"La contraseña de %[1]s es %[2]s",
		"A senha do %[1]s é %[2]s",
		"La password di %[1]s è %[2]s",
		"Het wachtwoord voor %[1]s is %[2]s",
		"Hasło do %[1]s to %[2]s",
		"%[1]s şifresi: %[2]s",
		"Пароль от %[1]s: %[2]s",
		"%[1]s のパスワードは %[2]s です",
		"%[1]s 的密码是 %[2]s",
		"%[1]s 비밀번호는 %[2]s 입니다",
		"كلمة المرور لحساب %[1]s هي %[2]s",
		"%[1]s का पासवर्ड %[2]s है",
		"Lösenordet till %[1]s är %[2]s",
	}
	things := []string{"the newsroom iMac", "the Canva team", "Shutterstock", "the CMS", "Mailchimp", "the brand portal",
		"the press kit Dropbox", "the podcast host", "the stock-photo account", "the agency's Meta Business login", "WordPress", "Getty"}
	for i := 0; i < 36; i++ {
		pw := haqPass()
		var text, format string
		if i%3 == 2 {
			format = "chat-intl"
			text = fmt.Sprintf(haqPick(intl), strings.TrimPrefix(strings.TrimPrefix(haqPick(things), "the "), "agency's "), pw)
		} else {
			format = "chat"
			text = fmt.Sprintf(haqPick(en), haqPick(things), pw)
		}
		if i%7 == 0 {
			format = "notes"
			pre := haqPick([]string{"Launch week to-do", "Photo shoot Friday", "Book fair logistics", "Podcast ep. " + haqDigitsN(2)})
			post := haqPick([]string{"call the printer about proofs", "confirm the venue by Wednesday", "send the media kit to the sponsor"})
			text = fmt.Sprintf("%s\n- %s\n- %s\n", pre, text, post)
			out = append(out, haqSecKeep("password-prose", format, text, []string{post}, pw))
			continue
		}
		out = append(out, haqSec("password-prose", format, text, pw))
	}
	// Wi-Fi, PINs, door codes, alarm codes
	for i := 0; i < 15; i++ {
		switch i % 5 {
		case 0:
			ssid := haqPick([]string{"Studio-5G", "PaperCrane-Guest", "Newsroom", "BrightLane_Office", "PODCAST-BOOTH"})
			pw := haqPick([]string{haqHumanPass(), strings.ToLower(haqPick(haqWords)) + haqRnd(digits, 4), haqRandPass()})
			out = append(out, haqSec("wifi-password", "chat", fmt.Sprintf(haqPick([]string{
				"wifi is %s, password %s", "Wi-Fi: %s / %s", "network %s, key %s", "WLAN %s – Passwort: %s", "wifi %s mdp %s",
			}), ssid, pw), pw))
		case 1:
			ssid := haqPick([]string{"Offsite-Lodge", "CoWork-Members", "EventHall"})
			pw := haqHumanPass()
			out = append(out, haqSec("wifi-password", "wifi-qr", fmt.Sprintf("WIFI:T:WPA;S:%s;P:%s;;", ssid, pw), pw))
		case 2:
			code := haqRnd(digits, haqPick([]int{4, 5, 6}))
			out = append(out, haqSecKeep("door-code", "notes", fmt.Sprintf("Shoot at the warehouse studio on %s\nAddress: Unit 4, Canal Street\nDoor code %s, then lift to 2nd floor\nParking on the street after 6pm\n",
				haqPick([]string{"Mon", "Wed", "Fri"}), code), []string{"Parking on the street after 6pm"}, code))
		case 3:
			pin := haqRnd(digits, 4)
			out = append(out, haqSec("pin", "chat", fmt.Sprintf(haqPick([]string{
				"company card PIN is %s", "the PIN for the office alarm: %s", "PIN für die Firmenkarte: %s", "code de l'alarme : %s", "phone unlock pin %s for the social media phone",
			}), pin), pin))
		default:
			code := haqRnd(digits, 6)
			out = append(out, haqSec("pin", "chat", fmt.Sprintf("voicemail PIN for the press line is %s", code), code))
		}
	}
	return out
}

func haqShellSamples() []Sample {
	var out []Sample
	for i := 0; i < 22; i++ {
		pw := haqRandPassURLSafe()
		if i%3 == 0 {
			pw = haqHumanPass()
			if strings.ContainsAny(pw, "@#?/%:&*!$") {
				pw = haqRandPassURLSafe()
			}
		}
		user := haqPick([]string{"deploy", "mkt", "admin", "editor", "wp", "root"})
		host := haqPick([]string{"cms.internal", "stage." + haqPick(haqDomains), "10.20.1.8", "registry." + haqPick(haqDomains)})
		switch i % 11 {
		case 0:
			out = append(out, haqSec("shell-docker-login", "shell", fmt.Sprintf("$ docker login -u %s -p %s %s\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded", user, pw, host), pw))
		case 1:
			out = append(out, haqSec("shell-mysql", "shell", fmt.Sprintf("mysql -h %s -u%s -p%s wordpress -e 'SELECT COUNT(*) FROM wp_posts'", host, user, pw), pw))
		case 2:
			out = append(out, haqSec("shell-curl-u", "shell", fmt.Sprintf("curl -u %s:%s https://%s/wp-json/wp/v2/posts?per_page=5", user, pw, host), pw))
		case 3:
			out = append(out, haqSec("basic-auth-url", "chat", fmt.Sprintf("staging is behind basic auth: https://%s:%s@%s/ (client preview)", user, pw, host), pw))
		case 4:
			enc := base64.StdEncoding.EncodeToString([]byte(user + ":" + pw))
			out = append(out, haqSec("basic-auth-header", "http", fmt.Sprintf("POST /xmlrpc.php HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nContent-Type: text/xml\n", host, enc), enc))
		case 5:
			out = append(out, haqSec("shell-psql", "shell", fmt.Sprintf("PGPASSWORD=%s psql -h %s -U %s -d analytics -c '\\dt'", pw, host, user), pw))
		case 6:
			out = append(out, haqSec("shell-sshpass", "shell", fmt.Sprintf("sshpass -p '%s' rsync -av ./dist/ %s@%s:/var/www/microsite/", pw, user, host), pw))
		case 7:
			out = append(out, haqSec("shell-wp-cli", "shell", fmt.Sprintf("wp user create %s %s --role=editor --user_pass=%s", strings.ToLower(haqPick(haqFirstNames)), haqEmail(), pw), pw))
		case 8:
			out = append(out, haqSec("shell-export", "shell", fmt.Sprintf("export SMTP_USER=%s\nexport SMTP_PASS='%s'\nnode send-digest.js --list weekly", haqEmail(), pw), pw))
		case 9:
			out = append(out, haqSec("shell-htpasswd", "shell", fmt.Sprintf("htpasswd -b -c /etc/nginx/.htpasswd %s %s", user, pw), pw))
		default:
			out = append(out, haqSec("shell-lftp", "shell", fmt.Sprintf("lftp -u %s,%s ftp.%s -e 'mirror -R ./press /press; quit'", user, pw, haqPick(haqDomains)), pw))
		}
	}
	return out
}
