package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func hahGeneral2() []Sample {
	return hahRun(4,
		hahBasicAuth, hahPwProse, hahPwProse, hahPwProse, hahWiFiProse, hahPIN, hahTOTP, hahRecovery, hahConnString,
		hahDotEnv, hahK8sSecret, hahCLIPasswords, hahCLIPasswords, hahNetrc)
}

func hahBasicAuth() Sample {
	pw := hahURLPw()
	u := hahUser()
	switch rng.IntN(4) {
	case 0:
		return hahS("basic-auth", "chat", "camera stream: rtsp://"+u+":"+pw+"@"+hahHost()+":554/Streaming/Channels/101", []string{pw})
	case 1:
		b := base64.StdEncoding.EncodeToString([]byte(u + ":" + pw))
		return hahS("basic-auth", "http", "POST /cgi-bin/config HTTP/1.1\nHost: "+hahHost()+"\nAuthorization: Basic "+b+"\nContent-Length: 42", []string{b}, "Content-Length: 42")
	case 2:
		return hahS("basic-auth", "yaml", "camera:\n  - platform: generic\n    still_image_url: http://"+u+":"+pw+"@"+hahHost()+"/snapshot.jpg\n", []string{pw})
	default:
		return hahS("basic-auth", "python", "r = requests.get(\"http://"+hahHost()+"/status\", auth=(\""+u+"\", \""+pw+"\"), timeout=5)", []string{pw})
	}
}

func hahPwProse() Sample {
	pw := hahPw()
	what := hahP("the NAS", "the garage Pi", "the boiler controller", "the 3D printer", "the UPS web card", "the weather station", "the CNC PC")
	switch rng.IntN(20) {
	case 0:
		return hahS("password-prose", "chat", "password for "+what+" is "+pw, []string{pw})
	case 1:
		return hahS("password-prose", "chat", "I set "+what+"'s password to "+pw+hahP(" yesterday", "", " after the reset"), []string{pw})
	case 2:
		return hahS("password-prose", "chat", "pw: "+pw, []string{pw})
	case 3:
		return hahS("password-prose", "note", "Reminder: new admin password "+hahP("=", "->", "is")+" "+pw+"\nold one stopped working after firmware 3.2", []string{pw}, "old one stopped working after firmware 3.2")
	case 4:
		return hahS("password-prose", "chat-de", "Das Passwort für "+hahP("die Wärmepumpe", "den Router", "das NAS")+" lautet "+pw+".", []string{pw})
	case 5:
		return hahS("password-prose", "chat-fr", "Le mot de passe de la box est "+pw+" (ne pas le changer)", []string{pw})
	case 6:
		return hahS("password-prose", "chat-es", "la contraseña del panel es "+pw, []string{pw})
	case 7:
		return hahS("password-prose", "chat-it", "la password del router è "+pw+", l'ho cambiata ieri", []string{pw})
	case 8:
		return hahS("password-prose", "chat-pt", "A senha do inversor solar é "+pw, []string{pw})
	case 9:
		return hahS("password-prose", "chat-ja", "NASのパスワードは「"+pw+"」です。", []string{pw})
	case 10:
		return hahS("password-prose", "chat-zh", "路由器的密码是 "+pw+"，别告诉别人", []string{pw})
	case 11:
		return hahS("password-prose", "chat-ko", "공유기 비밀번호는 "+pw+" 입니다", []string{pw})
	case 12:
		return hahS("password-prose", "chat-ru", "Пароль от роутера: "+pw, []string{pw})
	case 13:
		return hahS("password-prose", "chat-tr", "Modemin şifresi "+pw+" olarak değişti", []string{pw})
	case 14:
		return hahS("password-prose", "chat-pl", "Hasło do sterownika to "+pw, []string{pw})
	case 15:
		return hahS("password-prose", "chat-el", "Ο κωδικός του router είναι "+pw, []string{pw})
	case 16:
		return hahS("password-prose", "chat-ar", "كلمة المرور للراوتر هي "+pw, []string{pw})
	case 17:
		return hahS("password-prose", "chat-hi", "राउटर का पासवर्ड "+pw+" है", []string{pw})
	case 18:
		return hahS("password-prose", "chat-sv", "Lösenordet till värmepumpen är "+pw, []string{pw})
	default:
		return hahS("password-prose", "chat", "if it asks for a passphrase use "+pw+" – same for "+what, []string{pw})
	}
}

func hahWiFiProse() Sample {
	ssid := hahSSID()
	pw := hahPw()
	switch rng.IntN(6) {
	case 0:
		return hahS("wifi-password", "chat", "wifi is "+ssid+", password "+pw, []string{pw})
	case 1:
		return hahS("wifi-password", "note", "Guest Wi-Fi\nSSID: "+ssid+"\nKey: "+pw+"\nValid until end of month", []string{pw}, "Valid until end of month")
	case 2:
		return hahS("wifi-password", "chat-de", "WLAN: "+ssid+" / Schlüssel: "+pw, []string{pw})
	case 3:
		return hahS("wifi-password", "qr", "WIFI:T:WPA;S:"+ssid+";P:"+pw+";;", []string{pw})
	case 4:
		return hahS("wifi-password", "chat-fr", "le wifi de l'atelier c'est "+ssid+" et la clé WPA "+pw, []string{pw})
	default:
		return hahS("wifi-password", "chat-es", "La clave del wifi ("+ssid+") es "+pw, []string{pw})
	}
}

func hahPIN() Sample {
	pin := fmt.Sprint(hahN(1000, 9999))
	if rng.IntN(3) == 0 {
		pin = fmt.Sprint(hahN(100000, 999999))
	}
	switch rng.IntN(7) {
	case 0:
		return hahS("pin", "chat", "door code for the workshop is "+pin+hahP("#", "", " then press the key symbol"), []string{pin})
	case 1:
		return hahS("pin", "note", "Alarm panel\n- disarm code: "+pin+"\n- installer menu: ask Ralf", []string{pin}, "- installer menu: ask Ralf")
	case 2:
		return hahS("pin", "chat-de", "Der Tresor-Code ist "+pin+", Schlüssel für Halle C liegen drin", []string{pin})
	case 3:
		puk := fmt.Sprint(hahN(10000000, 99999999))
		return hahS("pin", "chat", "SIM PIN of the LTE modem: "+pin+", PUK "+puk, []string{pin, puk})
	case 4:
		return hahS("pin", "note", "Keypad lock (garage side door) → "+pin, []string{pin})
	case 5:
		return hahS("pin", "chat-nl", "de pincode van het alarm is "+pin, []string{pin})
	default:
		return hahS("pin", "chat", "Nuki keypad code: "+pin+" (change after the party)", []string{pin})
	}
}

func hahTOTP() Sample {
	seed := hahR(b32, 32)
	spaced := strings.ToLower(seed[:4] + " " + seed[4:8] + " " + seed[8:12] + " " + seed[12:16] + " " + seed[16:20] + " " + seed[20:24] + " " + seed[24:28] + " " + seed[28:32])
	switch rng.IntN(3) {
	case 0:
		return hahS("totp-seed", "uri", "otpauth://totp/Example:ops@example.com?secret="+seed+"&issuer=Example", []string{seed})
	case 1:
		return hahS("totp-seed", "chat", "2FA setup key for the shared VPN account: "+spaced, []string{spaced})
	default:
		return hahS("totp-seed", "note", "MFA for the cloud console\nsecret: "+seed+"\n(app: Aegis)", []string{seed}, "(app: Aegis)")
	}
}

func hahRecovery() Sample {
	var codes []string
	for range hahN(4, 8) {
		codes = append(codes, hahR(lower+digits, 5)+"-"+hahR(lower+digits, 5))
	}
	switch rng.IntN(2) {
	case 0:
		return hahS("recovery-codes", "note", "GitHub recovery codes (org owner)\n"+strings.Join(codes, "\n")+"\nstore offline!", codes, "store offline!")
	default:
		return hahS("recovery-codes", "chat", "backup codes in case my phone dies: "+strings.Join(codes, " "), codes)
	}
}

func hahConnString() Sample {
	pw := hahRandPw()
	switch rng.IntN(3) {
	case 0:
		return hahS("connection-string", "json", "{\n  \"ConnectionStrings\": {\n    \"Historian\": \"Server="+hahHost()+",1433;Database=Historian;User Id=sa;Password="+pw+";TrustServerCertificate=True\"\n  }\n}", []string{pw})
	case 1:
		return hahS("connection-string", "csharp", "var cs = \"Host="+hahHost()+";Username=mes;Password="+pw+";Database=mes\";", []string{pw})
	default:
		return hahS("connection-string", "ini", "[odbc]\nDSN=PlantSQL\nUID=reporting\nPWD="+pw+"\n", []string{pw}, "DSN=PlantSQL")
	}
}

func hahDotEnv() Sample {
	pw := hahURLPw()
	sk := hahR(alnum, 50)
	mq := hahURLPw()
	return hahS("dotenv", "env", "# .env for the dashboard\nNODE_ENV=production\nPORT=3000\nMQTT_URL=mqtt://"+hahHost()+":1883\nMQTT_PASSWORD="+mq+"\nPOSTGRES_PASSWORD="+pw+"\nSESSION_SECRET="+sk+"\nLOG_LEVEL=warn\n", []string{mq, pw, sk}, "NODE_ENV=production", "LOG_LEVEL=warn")
}

func hahK8sSecret() Sample {
	pw := hahURLPw()
	tok := hahR(alnum, 40)
	b1 := base64.StdEncoding.EncodeToString([]byte(pw))
	b2 := base64.StdEncoding.EncodeToString([]byte(tok))
	return hahS("k8s-secret", "yaml", "apiVersion: v1\nkind: Secret\nmetadata:\n  name: mqtt-bridge\n  namespace: "+hahP("iot", "edge", "plant")+"\ntype: Opaque\ndata:\n  username: bXF0dA==\n  password: "+b1+"\n  api-token: "+b2+"\n", []string{b1, b2}, "kind: Secret")
}

func hahCLIPasswords() Sample {
	pw := hahURLPw()
	h := hahHost()
	switch rng.IntN(8) {
	case 0:
		return hahS("cli-password", "shell", "docker login -u "+hahP("ci", "deploy", "jk")+" -p "+pw+" registry.example.com", []string{pw})
	case 1:
		return hahS("cli-password", "shell", "mysql -h "+h+" -u root -p"+pw+" historian < dump.sql", []string{pw})
	case 2:
		return hahS("cli-password", "shell", "curl -u "+hahUser()+":"+pw+" -X POST http://"+h+":1880/flows", []string{pw})
	case 3:
		return hahS("cli-password", "shell", "PGPASSWORD="+pw+" psql -h "+h+" -U telemetry -d sensors -c 'select count(*) from readings'", []string{pw})
	case 4:
		return hahS("cli-password", "shell", "sshpass -p '"+pw+"' ssh pi@"+h+" 'sudo reboot'", []string{pw})
	case 5:
		return hahS("cli-password", "shell", "sudo mount -t cifs //"+h+"/backup /mnt/nas -o username=backup,password="+pw, []string{pw})
	case 6:
		return hahS("cli-password", "shell", "influx setup --username admin --password "+pw+" --org home --bucket sensors --force", []string{pw})
	default:
		return hahS("cli-password", "shell", "$ redis-cli -h "+h+" -a "+pw+" ping\nWarning: Using a password with '-a' or '-u' option on the command line interface may not be safe.\nPONG", []string{pw}, "PONG")
	}
}

func hahNetrc() Sample {
	pw := hahR(alnum, 40)
	switch rng.IntN(2) {
	case 0:
		return hahS("netrc", "netrc", "machine git.example.com\n  login deploy\n  password "+pw+"\n", []string{pw}, "machine git.example.com")
	default:
		return hahS("netrc", "pip-conf", "[global]\nindex-url = https://__token__:"+pw+"@pypi.example.com/simple\ntimeout = 30\n", []string{pw}, "timeout = 30")
	}
}
