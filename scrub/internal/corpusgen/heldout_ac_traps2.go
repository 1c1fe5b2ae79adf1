package main

// Traps from everyday text: talk about passwords with none in it, code that handles passwords,
// menu paths, identifiers, versions, public-by-design keys, URLs and paths without credentials.

import (
	"fmt"
	"strings"
)

func hacTrapGens2() []hacGen {
	return []hacGen{
		{26, hacTrapPwTalk},
		{14, hacTrapPwTalkLang},
		{18, hacTrapCode},
		{14, hacTrapMenu},
		{16, hacTrapIdentifiers},
		{14, hacTrapVersions},
		{10, hacTrapPublishable},
		{12, hacTrapURLPath},
		{10, hacTrapBase64},
		{12, hacTrapNoPwPair},
	}
}

var hacPwTalk = []string{
	"the password policy requires 12 characters, one digit and no reuse of the last 5",
	"reminder: rotate the %s admin password every 90 days, it's in the calendar",
	"I forgot the %s password again, resetting it through the console",
	"the %s password is in Bitwarden under Infra > Network",
	"please don't send passwords over Teams, use the password manager share link",
	"we should move the %s to RADIUS auth instead of local passwords",
	"password expired on the %s service account, that's why the backups failed",
	"does anyone know who has the %s password? it's not in the vault",
	"MFA is now enforced for the %s, passwords alone won't work anymore",
	"changing the enable secret on all switches tonight, expect a short blip in monitoring",
	"the wifi password is printed on the sticker under the %s",
	"the %s still uses the factory default password, flagged in the audit",
	"password reset link for the %s expires after 30 minutes",
	"PSK rotation for the site-to-site tunnels is scheduled for %s",
	"we store only bcrypt hashes, never the plaintext password",
	"ask %s for the door code, I don't have it",
	"the recovery codes for the %s account are in the safe, envelope 3",
	"LDAP bind failed: invalid credentials (49) — looks like the service account password changed",
}

func hacTrapPwTalk() Sample {
	t := hacPick(hacPwTalk...)
	if strings.Contains(t, "%s") {
		if strings.Contains(t, "scheduled for") {
			t = fmt.Sprintf(t, hacDate())
		} else if strings.HasPrefix(t, "ask ") {
			t = fmt.Sprintf(t, hacPerson())
		} else {
			t = fmt.Sprintf(t, hacPick(hacProseThings...))
		}
	}
	switch rng.IntN(4) {
	case 0:
		return hacT("password-talk", "chat", fmt.Sprintf("%s: %s", hacPerson(), t))
	case 1:
		return hacT("password-talk", "meeting-notes", fmt.Sprintf("Ops sync %s\n- %s\n- %s\n- next review in two weeks", hacDate(), t, hacPick("UPS battery swap done", "new AP in the warehouse", "ISP ticket still open")))
	case 2:
		return hacT("password-talk", "ticket", fmt.Sprintf("HD-%d: %s", 10000+rng.IntN(90000), t))
	default:
		return hacT("password-talk", "note", t)
	}
}

var hacPwTalkLang = []string{
	"Das Passwort muss mindestens 12 Zeichen lang sein.",
	"Passwort vergessen? Bitte beim Helpdesk melden.",
	"le mot de passe doit être changé tous les 90 jours",
	"la contraseña está en el gestor de contraseñas, no la mandes por chat",
	"a senha do roteador está na etiqueta embaixo do aparelho",
	"пароль от роутера лежит в KeePass, спроси у админа",
	"パスワードは社内のパスワード管理ツールに保存してください",
	"密码请通过密码管理器共享，不要发在群里",
	"비밀번호는 90일마다 변경해야 합니다",
	"het wachtwoord staat in de kluis, vraag het aan de beheerder",
	"hasło musi mieć co najmniej 12 znaków",
	"şifreyi unuttum, sıfırlama bağlantısı gönderir misin?",
	"mật khẩu phải có ít nhất 12 ký tự",
	"كلمة المرور يجب أن تتكون من 12 حرفًا على الأقل",
}

func hacTrapPwTalkLang() Sample {
	t := hacPick(hacPwTalkLang...)
	if hacChance(0.6) {
		return hacT("password-talk-lang", "chat", fmt.Sprintf("[%s] %s: %s", hacTime()[:5], hacPerson(), t))
	}
	return hacT("password-talk-lang", "note", fmt.Sprintf("%s (%s)\n%s", hacHost(), hacDate(), t))
}

func hacTrapCode() Sample {
	env := strings.ToUpper(hacPick("router", "fw", "switch", "nas", "pve", "ldap", "radius")) + hacPick("_PASSWORD", "_SECRET", "_TOKEN", "_PASS")
	host := strings.Split(hacHost(), ".")[0]
	user := hacUser()
	switch rng.IntN(9) {
	case 0:
		return hacT("code", "python", fmt.Sprintf("import getpass\n\n# push config to %s\npassword = getpass.getpass(\"Enable secret: \")\nconn.send(f\"enable\\n{password}\\n\")", host))
	case 1:
		return hacT("code", "python", fmt.Sprintf("def check_password(password: str) -> bool:\n    if len(password) < %d:\n        return False\n    return any(c.isdigit() for c in password)", 10+rng.IntN(8)))
	case 2:
		return hacT("code", "go", fmt.Sprintf("pw := os.Getenv(%q)\nif pw == \"\" {\n\tlog.Fatal(\"%s is not set\")\n}\nclient.Login(%q, pw)", env, env, user))
	case 3:
		return hacT("code", "powershell", fmt.Sprintf("$securePw = Read-Host -AsSecureString -Prompt \"Password for %s\"\n$cred = New-Object PSCredential('%s', $securePw)\nConnect-VIServer -Server %s -Credential $cred", user, user, host))
	case 4:
		return hacT("code", "yaml", fmt.Sprintf("- name: set local admin password on %s\n  cisco.ios.ios_user:\n    name: %s\n    configured_password: \"{{ %s_password }}\"\n    update_password: on_create\n    privilege: 15", host, user, user))
	case 5:
		return hacT("code", "js", fmt.Sprintf("const token = process.env.%s;\nif (!token) throw new Error('%s missing');\nclient.login(token);", env, env))
	case 6:
		return hacT("code", "bash", fmt.Sprintf("read -rsp 'WireGuard private key for %s: ' WG_PRIV\necho\nwg set wg%d private-key <(echo \"$WG_PRIV\")", host, rng.IntN(3)))
	case 7:
		return hacT("code", "sql", fmt.Sprintf("ALTER USER '%s'@'%%' IDENTIFIED BY :new_password;\nFLUSH PRIVILEGES;", hacPick("zabbix", "grafana", "netbox", "librenms")))
	default:
		v := strings.ToLower(env)
		return hacT("code", "hcl", fmt.Sprintf("variable \"%s\" {\n  type      = string\n  sensitive = true\n}\n\nresource \"routeros_system_user\" \"%s\" {\n  name     = \"%s\"\n  password = var.%s\n}", v, user, user, v))
	}
}

var hacMenus = []string{
	"System / Advanced / Admin Access",
	"Admin / Settings / Users",
	"System > Administrators > Create New",
	"Datacenter / Permissions / API Tokens",
	"Credentials → Local Users → root → Edit",
	"Settings > Devices & Services > Add Integration",
	"Settings / WiFi / Advanced",
	"VPN > IPsec > Tunnels > Edit Phase 1",
	"Network > Interfaces > WAN",
	"Configuration > Device Management > Users/AAA",
	"User > User Definition",
	"System > Access > Users",
	"Services > DHCP Server > LAN",
	"Einstellungen > Sicherheit > Kennwort ändern",
	"Paramètres / Réseau / VPN",
}

func hacTrapMenu() Sample {
	m := hacPick(hacMenus...)
	switch rng.IntN(5) {
	case 0:
		return hacT("menu-path", "runbook", fmt.Sprintf("%d. Go to %s on %s and save.", 1+rng.IntN(6), m, hacHost()))
	case 1:
		return hacT("menu-path", "chat", fmt.Sprintf("it's under %s, then click Apply", m))
	case 2:
		return hacT("menu-path", "note", fmt.Sprintf("%s: %s", hacPick("FortiGate", "pfSense", "Proxmox", "TrueNAS", "UniFi", "OPNsense", "ASA"), m))
	case 3:
		return hacT("menu-path", "ticket", fmt.Sprintf("HD-%d: user can't find the reset button, told them %s", 10000+rng.IntN(90000), m))
	default:
		return hacT("menu-path", "chat", fmt.Sprintf("log in as admin, then %s is where the toggle lives now", m))
	}
}

func hacTrapIdentifiers() Sample {
	switch rng.IntN(8) {
	case 0:
		return hacT("identifier", "chat", fmt.Sprintf("ticket INC%07d is the one for the %s outage, call the ISP at +49 30 %d %d", rng.IntN(9999999), hacHost(), 100+rng.IntN(900), 1000+rng.IntN(9000)))
	case 1:
		return hacT("identifier", "email", fmt.Sprintf("From: %s@%s\nTo: noc@%s\nSubject: maintenance window %s 22:00-02:00 UTC\n\nCircuit ID %s-%d will be down for fibre splicing.", hacPerson(), hacDomain(), hacDomain(), hacDate(), hacPick("DE/FRA", "NL/AMS", "US/NYC"), 100000+rng.IntN(900000)))
	case 2:
		return hacT("identifier", "note", fmt.Sprintf("username for the jump host is %s, hostname %s", hacPerson()+"."+hacPick("adm", "ops"), hacHost()))
	case 3:
		return hacT("identifier", "chat", fmt.Sprintf("order %s-%s for 2x SFP+ %s arrived", hacRnd(upper, 2), hacRnd(digits, 8), hacPick("SFP-10G-SR", "MFM1T02A-SR", "EX-SFP-10GE-LR")))
	case 4:
		return hacT("identifier", "csv", fmt.Sprintf("vlan,name,subnet,gateway\n10,mgmt,10.10.0.0/24,10.10.0.1\n20,servers,10.20.0.0/24,10.20.0.1\n%d,iot,10.%d.0.0/24,10.%d.0.1", 30+rng.IntN(60), 30+rng.IntN(60), 30+rng.IntN(60)))
	case 5:
		return hacT("identifier", "note", fmt.Sprintf("replacement PSU part number %s-%s-%s, printed on the label next to the fan", hacRnd(upper+digits, 5), hacRnd(upper+digits, 5), hacRnd(upper+digits, 5)))
	case 6:
		return hacT("identifier", "chat", fmt.Sprintf("AS%d peering session with %s is up, prefix count %d", 64512+rng.IntN(1000), hacIP(), rng.IntN(900000)))
	default:
		return hacT("identifier", "log", fmt.Sprintf("%s %s job_id=%d build=%s-%d node=%s result=SUCCESS", hacDate(), hacTime(), rng.IntN(99999), hacPick("nightly", "release"), rng.IntN(9999), hacHost()))
	}
}

func hacTrapVersions() Sample {
	switch rng.IntN(6) {
	case 0:
		return hacT("version", "cli-output", fmt.Sprintf("Cisco IOS XE Software, Version 17.%02d.%02d\nROM: IOS-XE ROMMON\n%s uptime is %d weeks, %d days", 3+rng.IntN(10), 1+rng.IntN(6), strings.Split(hacHost(), ".")[0], rng.IntN(50), rng.IntN(7)))
	case 1:
		return hacT("version", "chat", fmt.Sprintf("upgraded the UDM to UniFi OS %d.%d.%d and Network %d.%d.%d, no issues so far", 3+rng.IntN(2), rng.IntN(3), rng.IntN(20), 8+rng.IntN(2), rng.IntN(6), rng.IntN(30)))
	case 2:
		return hacT("version", "note", fmt.Sprintf("pfSense Plus 24.%02d, OPNsense 24.7.%d, RouterOS 7.%d.%d — all patched", 1+rng.IntN(11), rng.IntN(12), 10+rng.IntN(8), rng.IntN(5)))
	case 3:
		return hacT("version", "cli-output", fmt.Sprintf("root@pve:~# pveversion\npve-manager/8.%d.%d/%s (running kernel: 6.8.%d-%d-pve)", rng.IntN(4), rng.IntN(10), hacHex(16), rng.IntN(12), 1+rng.IntN(5)))
	case 4:
		return hacT("version", "markdown", fmt.Sprintf("| device | firmware |\n|---|---|\n| FortiGate 60F | v7.4.%d build%d |\n| EX2300 | Junos 22.4R3-S%d |", rng.IntN(6), 2600+rng.IntN(200), 1+rng.IntN(5)))
	default:
		return hacT("version", "shell", fmt.Sprintf("$ ansible --version\nansible [core 2.%d.%d]\n  python version = 3.%d.%d", 15+rng.IntN(3), rng.IntN(8), 10+rng.IntN(3), rng.IntN(12)))
	}
}

func hacTrapPublishable() Sample {
	switch rng.IntN(4) {
	case 0:
		return hacT("publishable", "html", fmt.Sprintf("<script>const stripe = Stripe('pk_live_%s');</script>", hacRnd(alnum, 99)))
	case 1:
		return hacT("publishable", "html", fmt.Sprintf("<div class=\"g-recaptcha\" data-sitekey=\"6L%s\"></div>", hacRnd(b64url, 38)))
	case 2:
		return hacT("publishable", "env", fmt.Sprintf("NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_test_%s\nNEXT_PUBLIC_SITE_URL=https://shop.%s", hacRnd(alnum, 99), hacDomain()))
	default:
		return hacT("publishable", "chat", fmt.Sprintf("the Plausible site id is %s and the public dashboard link is https://plausible.io/share/%s", hacDomain(), hacDomain()))
	}
}

func hacTrapURLPath() Sample {
	switch rng.IntN(6) {
	case 0:
		return hacT("url", "chat", fmt.Sprintf("docs are at https://docs.%s/network/vpn#wireguard and the status page is https://status.%s", hacDomain(), hacDomain()))
	case 1:
		return hacT("path", "shell", "$ ls -l /etc/ssl/private/\n-rw------- 1 root root 1704 Mar  3 09:12 fw01.key\n-rw------- 1 root root 1675 Mar  3 09:12 vpn.key")
	case 2:
		return hacT("path", "note", "config backups land in /mnt/tank/backups/network/<hostname>/<date>.cfg, secrets file at /etc/ipsec.secrets stays on the box")
	case 3:
		return hacT("url", "shell", fmt.Sprintf("curl -sS https://%s:8006/api2/json/version", hacIP()))
	case 4:
		return hacT("path", "powershell", "PS C:\\> Get-ChildItem C:\\ProgramData\\ssh\\ | Select-Object Name\n\nName\n----\nsshd_config\nssh_host_ed25519_key.pub\nadministrators_authorized_keys")
	default:
		return hacT("url", "note", fmt.Sprintf("Grafana: http://%s:3000/d/%s/wan-latency?orgId=1&refresh=30s", hacHost(), hacRnd(lower+digits, 9)))
	}
}

func hacTrapBase64() Sample {
	plain := hacPick("loglevel=debug", "hello from the lab", "{\"site\":\"branch-2\",\"vlan\":30}", "server=ntp.example.com", "banner: authorized access only")
	enc := hacB64Of(plain)
	switch rng.IntN(3) {
	case 0:
		return hacT("base64", "shell", fmt.Sprintf("$ echo %s | base64 -d\n%s", enc, plain))
	case 1:
		return hacT("base64", "yaml", fmt.Sprintf("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: site-info\nbinaryData:\n  info: %s", enc))
	default:
		return hacT("base64", "chat", fmt.Sprintf("the webhook payload is just base64 of a JSON blob: %s", enc))
	}
}

func hacTrapNoPwPair() Sample {
	u := hacUser()
	switch rng.IntN(6) {
	case 0:
		return hacT("no-password-pair", "chat", fmt.Sprintf("router login %s / (ask %s for the password)", u, hacPerson()))
	case 1:
		return hacT("no-password-pair", "yaml", fmt.Sprintf("switch:\n  address: %s\n  login: %s\n  auth: ssh key only", hacIP(), u))
	case 2:
		return hacT("no-password-pair", "note", fmt.Sprintf("login is %s / password in Vaultwarden", u))
	case 3:
		return hacT("no-password-pair", "chat", fmt.Sprintf("ssh %s@%s works with your key, password auth is off", u, hacIP()))
	case 4:
		return hacT("no-password-pair", "markdown", fmt.Sprintf("| device | user | password |\n|---|---|---|\n| %s | %s | see 1Password |\n| %s | %s | SSO |", hacHost(), u, hacHost(), hacUser()))
	default:
		return hacT("no-password-pair", "note", fmt.Sprintf("Benutzer %s, Kennwort steht im KeePass", u))
	}
}
