package main

// heldout_aa_prose.go: passwords written in prose in many grammars and languages, Wi-Fi keys,
// PINs, door codes, TOTP seeds, recovery codes; and the shell, .env and Kubernetes places where
// IT staff leave them.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func haaProsePw() []Sample {
	c := "password-prose"
	sys := func() string {
		return haaP("the EHR test instance", "the lab portal", "the claims workbench", "Relativity", "the e-filing portal",
			"the SEPA gateway", "the card processor's merchant portal", "the payroll bureau site", "the benefits portal", "the court docket system")
	}
	tpls := []func() Sample{
		func() Sample {
			pw := haaPw()
			return haaSec(c, "chat", fmt.Sprintf("%s: password for %s is %s", haaName(), sys(), pw), []string{pw})
		},
		func() Sample {
			pw := haaPw()
			return haaSec(c, "chat", fmt.Sprintf("pw for %s = %s (temporary until IT resets it)", sys(), pw), []string{pw})
		},
		func() Sample {
			pw := haaPw()
			return haaSec(c, "chat", fmt.Sprintf("I set the new one to %s, let me know if %s still rejects it", pw, sys()), []string{pw})
		},
		func() Sample {
			pw := haaPw()
			return haaSec(c, "email", fmt.Sprintf("Hi %s,\n\nyour account on %s has been reset. The temporary password is: %s\n\nYou will be asked to choose a new one.\n\nIT Service Desk", haaName(), sys(), pw), []string{pw}, "IT Service Desk")
		},
		func() Sample {
			pw := haaPw()
			keep := "- Agenda: go-live checklist for the new lab interface"
			return haaSec(c, "notes", fmt.Sprintf("Weekly sync %s\n%s\n- Vendor test account password: %s\n- Cutover planned for Saturday %s", haaDate(), keep, pw, haaTime()), []string{pw}, keep)
		},
		func() Sample {
			pw := haaPw()
			return haaSec(c, "ticket", fmt.Sprintf("%s\nUser locked out of %s. Reset done, new password %s given over the phone. Ask user to change at next login.", haaTicket(), sys(), pw), []string{pw})
		},
		func() Sample {
			pw := haaPw()
			return haaSec(c, "prose", fmt.Sprintf("Remember: the shared mailbox for subpoenas uses %s as its password until the migration.", pw), []string{pw})
		},
		func() Sample {
			pw := haaPw()
			return haaSec(c, "prose-de", fmt.Sprintf("Das Passwort für %s ist %s – bitte nach dem ersten Login ändern.", haaP("das Laborportal", "die Praxissoftware", "das Bankportal"), pw), []string{pw})
		},
		func() Sample {
			pw := haaPw()
			return haaSec(c, "prose-fr", fmt.Sprintf("Le mot de passe du portail de télétransmission est %s, je te l'envoie ici faute de mieux.", pw), []string{pw})
		},
		func() Sample {
			pw := haaPw()
			return haaSec(c, "prose-es", fmt.Sprintf("La contraseña nueva del sistema de siniestros es «%s». No la compartas por correo.", pw), []string{pw})
		},
		func() Sample {
			pw := haaPw()
			return haaSec(c, "prose-it", fmt.Sprintf("La password del gestionale dello studio è %s, l'ho appena cambiata.", pw), []string{pw})
		},
		func() Sample {
			pw := haaPw()
			return haaSec(c, "prose-nl", fmt.Sprintf("Het wachtwoord van het declaratieportaal is nu %s.", pw), []string{pw})
		},
		func() Sample {
			pw := haaPw()
			return haaSec(c, "prose-ja", fmt.Sprintf("検査システムのパスワードは「%s」です。メモしたら削除してください。", pw), []string{pw})
		},
		func() Sample {
			pw := haaPw()
			return haaSec(c, "prose-zh", fmt.Sprintf("医保结算系统的密码是 %s ，用完请修改。", pw), []string{pw})
		},
		func() Sample {
			pw := haaPw()
			return haaSec(c, "prose-ko", fmt.Sprintf("전자의무기록 테스트 서버 비밀번호는 %s 입니다.", pw), []string{pw})
		},
		func() Sample {
			pw := haaPw()
			return haaSec(c, "prose-ar", fmt.Sprintf("كلمة المرور لبوابة المطالبات هي %s يرجى تغييرها بعد الدخول", pw), []string{pw})
		},
		func() Sample {
			pw := haaPw()
			return haaSec(c, "prose-pl", fmt.Sprintf("Hasło do systemu rozliczeń z NFZ to %s, zmień je proszę po weekendzie.", pw), []string{pw})
		},
		func() Sample {
			pw := haaPw()
			return haaSec(c, "prose-ru", fmt.Sprintf("Пароль от кабинета банк-клиента: %s", pw), []string{pw})
		},
		func() Sample {
			pw := haaPw()
			return haaSec(c, "prose-sv", fmt.Sprintf("Lösenordet till journalsystemets testmiljö är %s", pw), []string{pw})
		},
		func() Sample {
			pw := haaPw()
			return haaSec(c, "prose-hi", fmt.Sprintf("क्लेम पोर्टल का पासवर्ड %s है, किसी को मत बताना।", pw), []string{pw})
		},
		func() Sample {
			pw := haaPw()
			return haaSec(c, "prose-el", fmt.Sprintf("Ο κωδικός πρόσβασης για το σύστημα του εργαστηρίου είναι %s", pw), []string{pw})
		},
		func() Sample {
			pw := haaPw()
			return haaSec(c, "prose-tr", fmt.Sprintf("Hasta kayıt sisteminin şifresi %s, lütfen kimseyle paylaşma.", pw), []string{pw})
		},
		func() Sample {
			pw := haaPw()
			return haaSec(c, "chat", fmt.Sprintf("%s: what's the passphrase for the encrypted production set?\n%s: %s", haaName(), haaName(), pw), []string{pw})
		},
		func() Sample {
			pw := haaPw()
			return haaSec(c, "prose", fmt.Sprintf("The zip with the e-discovery production is encrypted; password to follow separately: %s", pw), []string{pw})
		},
		func() Sample {
			pw := haaPw()
			return haaSec(c, "chat", fmt.Sprintf("old pass was %s, new pass is %s", haaPw(), pw), []string{pw})
		},
		func() Sample {
			pw := haaPw()
			return haaSec(c, "memory", fmt.Sprintf("User's %s password: %s", haaP("Medicare PECOS", "state tax portal", "bar association", "bank treasury"), pw), []string{pw})
		},
	}
	out := haaCycle(38, tpls)
	// the "old pass" template hides a second password: label it too
	for i := range out {
		if strings.HasPrefix(out[i].Text, "old pass was ") {
			old := strings.TrimPrefix(out[i].Text, "old pass was ")
			old = old[:strings.Index(old, ", new pass is ")]
			out[i].Secrets = append(out[i].Secrets, old)
		}
	}
	return out
}

func haaSmallSecrets() []Sample {
	tpls := []func() Sample{
		func() Sample {
			pw := haaHumanPw()
			return haaSec("wifi", "notes", fmt.Sprintf("Guest Wi-Fi for the waiting room\nSSID: %s-Guest\nPassword: %s", haaP("Lakeside", "StBrigid", "Rivermouth"), pw), []string{pw})
		},
		func() Sample {
			pw := haaHumanPw()
			return haaSec("wifi", "chat", fmt.Sprintf("wifi is %s, pw %s", haaP("CLINIC-STAFF", "NB-Branch-5G", "KO_Legal"), pw), []string{pw})
		},
		func() Sample {
			pw := haaR(alnum, 16)
			return haaSec("wifi", "config", fmt.Sprintf("network={\n    ssid=\"MedDevices\"\n    psk=\"%s\"\n    key_mgmt=WPA-PSK\n}", pw), []string{pw})
		},
		func() Sample {
			pw := haaHumanPw()
			return haaSec("wifi", "qr", fmt.Sprintf("WIFI:T:WPA;S:Kanzlei-Gast;P:%s;;", pw), []string{pw})
		},
		func() Sample {
			pin := haaR(digits, haaAny([]int{4, 6}))
			return haaSec("pin", "chat", fmt.Sprintf("%s: the narcotics cabinet PIN changed, it's %s now", haaName(), pin), []string{pin})
		},
		func() Sample {
			pin := haaR(digits, 4)
			return haaSec("door-code", "notes", fmt.Sprintf("Server room door code: %s#\nAlarm code: call security first", pin), []string{pin})
		},
		func() Sample {
			pin := haaR(digits, haaAny([]int{4, 5}))
			return haaSec("door-code", "prose-de", fmt.Sprintf("Der Türcode für das Archiv lautet %s.", pin), []string{pin})
		},
		func() Sample {
			pin := haaR(digits, 6)
			return haaSec("pin", "prose", fmt.Sprintf("HSM smart card PIN for the payment keys: %s (custodian B)", pin), []string{pin})
		},
		func() Sample {
			pin := haaR(digits, 4)
			return haaSec("pin", "prose-es", fmt.Sprintf("El PIN de la tarjeta corporativa es %s", pin), []string{pin})
		},
		func() Sample {
			s := haaTOTP()
			return haaSec("totp-seed", "notes", fmt.Sprintf("MFA seed for the shared treasury login (in case the phone dies): %s", s), []string{s})
		},
		func() Sample {
			s := haaTOTP()
			return haaSec("totp-seed", "url", fmt.Sprintf("otpauth://totp/%s:%s?secret=%s&issuer=%s&digits=6", haaP("Harborline", "NBank", "CountyPortal"), haaUser(), s, haaP("Harborline", "NBank", "CountyPortal")), []string{s})
		},
		func() Sample {
			s := strings.ToLower(haaTOTP())
			grp := strings.Join(haaChunk(s, 4), " ")
			return haaSec("totp-seed", "chat", fmt.Sprintf("if you can't scan the QR, enter this key manually: %s", grp), []string{grp})
		},
		func() Sample {
			var codes []string
			for i := 0; i < 8; i++ {
				codes = append(codes, haaHex(5)+"-"+haaHex(5))
			}
			return haaSec("recovery-codes", "notes", "GitHub recovery codes (org owner account)\n"+strings.Join(codes, "\n"), codes)
		},
		func() Sample {
			var codes []string
			for i := 0; i < 6; i++ {
				codes = append(codes, haaR(digits, 4)+" "+haaR(digits, 4))
			}
			return haaSec("recovery-codes", "notes", "Backup codes – admin@ mailbox\n"+strings.Join(codes, "\n")+"\nKeep these somewhere safe.", codes, "Keep these somewhere safe.")
		},
		func() Sample {
			code := haaR(upper+digits, 4) + "-" + haaR(upper+digits, 4) + "-" + haaR(upper+digits, 4) + "-" + haaR(upper+digits, 4)
			return haaSec("recovery-codes", "chat", fmt.Sprintf("BitLocker recovery for the front-desk laptop? no wait that's longer. The Okta recovery code is %s", code), []string{code})
		},
		func() Sample {
			var g []string
			for i := 0; i < 8; i++ {
				g = append(g, haaR(digits, 6))
			}
			k := strings.Join(g, "-")
			return haaSec("recovery-codes", "ticket", fmt.Sprintf("%s BitLocker recovery key for LT-%d: %s", haaTicket(), haaN(1000, 9999), k), []string{k})
		},
		func() Sample {
			pw := haaHumanPw()
			return haaSec("wifi", "prose-fr", fmt.Sprintf("Le code Wi-Fi du cabinet est %s", pw), []string{pw})
		},
	}
	return haaCycle(28, tpls)
}

func haaChunk(s string, n int) []string {
	var out []string
	for len(s) > n {
		out = append(out, s[:n])
		s = s[n:]
	}
	return append(out, s)
}

func haaShellEnv() []Sample {
	tpls := []func() Sample{
		func() Sample {
			pw := haaURLPw()
			return haaSec("cli-password", "shell", fmt.Sprintf("$ docker login -u %s -p %s registry.%s\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded", haaUser(), pw, haaP("stbrigid.org", "northbridge.corp")), []string{pw})
		},
		func() Sample {
			pw := haaURLPw()
			return haaSec("cli-password", "shell", fmt.Sprintf("mysql -h %s -u lis_admin -p%s lis -e 'select count(*) from orders'", haaHost(), pw), []string{pw})
		},
		func() Sample {
			pw := haaURLPw()
			return haaSec("cli-password", "shell", fmt.Sprintf("PGPASSWORD=%s pg_dump -h %s -U claims claims > /backup/claims-%s.sql", pw, haaHost(), haaDate()), []string{pw})
		},
		func() Sample {
			pw := haaURLPw()
			return haaSec("cli-password", "shell", fmt.Sprintf("sshpass -p '%s' scp remit_*.835 %s@%s:/incoming/", pw, haaUser(), haaHost()), []string{pw})
		},
		func() Sample {
			pw := haaURLPw()
			return haaSec("cli-password", "cmd", fmt.Sprintf("net use S: \\\\%s\\scans /user:CLINIC\\%s %s /persistent:yes", strings.Split(haaHost(), ".")[0], haaUser(), pw), []string{pw})
		},
		func() Sample {
			pw := haaURLPw()
			return haaSec("cli-password", "shell", fmt.Sprintf("sqlcmd -S %s -U sa -P %s -Q \"BACKUP DATABASE Claims TO DISK='D:\\bak\\claims.bak'\"", haaHost(), pw), []string{pw})
		},
		func() Sample {
			pw := haaURLPw()
			return haaSec("cli-password", "shell", fmt.Sprintf("htpasswd -b -c /etc/nginx/.htpasswd auditor %s", pw), []string{pw})
		},
		func() Sample {
			pw, key := haaURLPw(), haaR(alnum, 32)
			keep := "APP_ENV=production"
			return haaSec("dotenv", "env", fmt.Sprintf("%s\nAPP_DEBUG=false\nDB_HOST=%s\nDB_USERNAME=portal\nDB_PASSWORD=%s\nMAIL_MAILER=smtp\nCLEARINGHOUSE_API_KEY=%s", keep, haaHost(), pw, key), []string{pw, key}, keep)
		},
		func() Sample {
			pw := haaPw()
			return haaSec("dotenv", "env", fmt.Sprintf("SMTP_HOST=smtp.office365.com\nSMTP_USER=noreply@%s\nSMTP_PASS='%s'", haaP("harborline.net", "stbrigid.org"), pw), []string{pw})
		},
		func() Sample {
			pw := haaURLPw()
			b := base64.StdEncoding.EncodeToString([]byte(pw))
			keep := "  namespace: lis"
			return haaSec("k8s-secret", "yaml", fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: lis-db\n%s\ntype: Opaque\ndata:\n  username: %s\n  password: %s", keep, base64.StdEncoding.EncodeToString([]byte("lis_app")), b), []string{b}, keep)
		},
		func() Sample {
			tok := haaR(alnum, 40)
			b := base64.StdEncoding.EncodeToString([]byte(tok))
			return haaSec("k8s-secret", "yaml", fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: clearinghouse-api\ndata:\n  api-key: %s", b), []string{b})
		},
		func() Sample {
			pw := haaURLPw()
			return haaSec("k8s-secret", "shell", fmt.Sprintf("kubectl -n claims create secret generic claims-db --from-literal=username=claims --from-literal=password=%s", pw), []string{pw})
		},
		func() Sample {
			pw := haaPw()
			return haaSec("config-password", "ini", fmt.Sprintf("[smtp]\nserver = mail.%s\nport = 587\nuser = scanner@%s\npassword = %s", haaP("kessler-oduya.law", "pinecrest.ins"), haaP("kessler-oduya.law", "pinecrest.ins"), pw), []string{pw}, "port = 587")
		},
		func() Sample {
			pw := haaURLPw()
			return haaSec("config-password", "xml", fmt.Sprintf("<settings>\n  <servers>\n    <server>\n      <id>nexus-releases</id>\n      <username>deploy</username>\n      <password>%s</password>\n    </server>\n  </servers>\n</settings>", pw), []string{pw})
		},
		func() Sample {
			pw := haaPw()
			return haaSec("config-password", "json", fmt.Sprintf("{\n  \"sftp\": {\n    \"host\": \"%s\",\n    \"user\": \"remit835\",\n    \"password\": \"%s\",\n    \"remoteDir\": \"/outbound/era\"\n  }\n}", haaHost(), pw), []string{pw})
		},
		func() Sample {
			pw := haaURLPw()
			return haaSec("config-password", "hcl", fmt.Sprintf("resource \"azurerm_mssql_server\" \"claims\" {\n  name                         = \"claims-sql-prod\"\n  administrator_login          = \"claimsadmin\"\n  administrator_login_password = \"%s\"\n}", pw), []string{pw})
		},
		func() Sample {
			pw := haaURLPw()
			return haaSec("config-password", "ansible", fmt.Sprintf("- name: create reporting user\n  community.mysql.mysql_user:\n    name: reporting\n    password: \"%s\"\n    priv: 'lis.*:SELECT'", pw), []string{pw})
		},
		func() Sample {
			pw := haaURLPw()
			return haaSec("cli-password", "powershell", fmt.Sprintf("$pw = ConvertTo-SecureString \"%s\" -AsPlainText -Force\nNew-ADUser -Name \"svc_scan\" -AccountPassword $pw -Enabled $true", pw), []string{pw})
		},
		func() Sample {
			pw := haaURLPw()
			return haaSec("cli-password", "shell", fmt.Sprintf("$ wget --user=%s --password=%s https://%s/reports/aging.csv", haaUser(), pw, haaHost()), []string{pw})
		},
	}
	return haaCycle(26, tpls)
}
