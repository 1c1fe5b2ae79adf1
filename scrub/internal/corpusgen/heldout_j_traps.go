package main

import (
	"fmt"
	"strings"
)

// hjTraps are heldout-j's texts with no secret: server logs that talk about passwords and keys,
// filtered parameters, exports without passwords, certificate and key listings, 2FA and Wi-Fi
// strings without a secret, command lines that prompt, and the words key, token, secret and
// pass in their ordinary senses, in several languages.
var hjTraps = []func() string{
	func() string {
		return fmt.Sprintf("Nov 21 08:%02d:03 bastion sshd[%d]: Failed password for invalid user admin from 203.0.113.%d port %d ssh2", rng.IntN(60), 1000+rng.IntN(9000), rng.IntN(255), 30000+rng.IntN(30000))
	},
	func() string {
		return "Nov 21 08:12:03 bastion sshd[2231]: Accepted publickey for ines from 10.0.0.5 port 51234 ssh2: ED25519 SHA256:" + bvB64(32)[:43]
	},
	func() string {
		return "Parameters: {\"user\"=>{\"email\"=>\"ines@acme.io\", \"password\"=>\"[FILTERED]\"}, \"commit\"=>\"Log in\"}"
	},
	func() string {
		return "{\"level\":\"info\",\"msg\":\"login ok\",\"user\":\"" + hjUser() + "\",\"password\":\"***\",\"request_id\":\"" + bvUUID() + "\"}"
	},
	func() string {
		return "10.0.0.7 - - [21/Nov/2026:08:12:03 +0000] \"GET /api/items?page=2&sort=created_at&request_id=" + rnd(hexs, 32) + " HTTP/1.1\" 200 5123"
	},
	func() string {
		return "url,username,name,grouping\nhttps://grafana.acme.io,admin,Grafana,Infra\nhttps://nas.acme.lan,backup,NAS,Infra"
	},
	func() string {
		return "user,password_last_changed,password_expires_in_days\nines.m,2026-11-02,78\nmarc,2026-09-14,12"
	},
	func() string {
		var pairs []string
		for range 45 {
			pairs = append(pairs, rnd(hexs, 2))
		}
		return "Subject Public Key Info:\n    Public Key Algorithm: rsaEncryption\n        Modulus:\n            00:" + strings.Join(pairs[:15], ":") + ":\n            " + strings.Join(pairs[15:30], ":") + ":\n            " + strings.Join(pairs[30:], ":")
	},
	func() string {
		return "256 SHA256:" + bvB64(32)[:43] + " ines@thinkpad (ED25519)"
	},
	func() string {
		return "pub   ed25519 2025-01-10 [SC]\n      " + strings.ToUpper(rnd(hexs, 40)) + "\nsub   cv25519 2025-01-10 [E]"
	},
	func() string {
		return "WIFI:T:nopass;S:Acme-Guest;;"
	},
	func() string {
		return "Scan the QR code with your authenticator app, then enter the 6-digit code to finish 2FA setup."
	},
	func() string {
		return "$ mysql -u root -p\nEnter password:\n$ psql -U app -W\nPassword for user app:"
	},
	func() string {
		return "$ docker run -d -e POSTGRES_PASSWORD_FILE=/run/secrets/pg -e POSTGRES_USER=app postgres:16"
	},
	func() string {
		return "$ helm upgrade --install redis bitnami/redis --set auth.existingSecret=redis-auth -n cache"
	},
	func() string {
		return "$ az login --use-device-code\nTo sign in, use a web browser to open https://microsoft.com/devicelogin and enter the code " + rnd(upper+digits, 9) + " to authenticate."
	},
	func() string {
		return "keyboard shortcut: Ctrl+K; key takeaways from the retro below; the key to the server room is with Lena"
	},
	func() string {
		return "API key rotation policy: every 90 days; token bucket allows 100 req/s; as a token of thanks we ordered pizza"
	},
	func() string {
		return "Secret Santa list is up; the secret ingredient is smoked paprika. Pass the salt, please."
	},
	func() string {
		return "pass@k on HumanEval: pass@1 0.62, pass@10 0.81; boarding pass QR attached"
	},
	func() string {
		return "Hasło musi mieć co najmniej 12 znaków. Lösenordet byts var 90:e dag. Şifrenizi kimseyle paylaşmayın."
	},
	func() string {
		return "パスワードを忘れた場合は管理者に連絡してください。密码至少12位。"
	},
	func() string {
		return "Пароль хранится в менеджере паролей, не в чате."
	},
	func() string {
		return "Login | Logout | Account settings | Change password"
	},
	func() string {
		return "Successfully pulled image \"ghcr.io/acme/api@sha256:" + rnd(hexs, 64) + "\" in 1.2s"
	},
	func() string {
		return "ansible_user=root ansible_ssh_private_key_file=~/.ssh/ops_ed25519 ansible_become=true"
	},
	func() string {
		return "expect \"password:\"\nsend \"$env(DEPLOY_PW)\\r\""
	},
	func() string {
		return "[credential]\n\thelper = osxkeychain\n[http]\n\tsslVerify = true"
	},
	func() string {
		return "type,project_id,client_email\nservice_account,acme-data,etl@acme-data.iam.gserviceaccount.com"
	},
	func() string {
		return "| Host | Login |\n|---|---|\n| ilo-03 | Administrator / see vault |\n| ilo-04 | SSO |"
	},
	func() string {
		return "Discord bot's client id is " + rnd(digits, 18) + "; invite with https://discord.com/oauth2/authorize?client_id=" + rnd(digits, 18) + "&scope=bot"
	},
	func() string {
		return "time=2026-11-21T08:12:03Z level=info msg=\"key rotated\" key_id=" + bvUUID() + " kid=" + rnd(hexs, 16)
	},
	func() string {
		return "Call +33 6 12 34 56 78 or +49 151 23456789; parcel 00340434161094042557; order #A-" + rnd(upper+digits, 8)
	},
	func() string {
		return "Your one-time sign-in link has expired. Request a new one from the login page."
	},
	func() string {
		return "git log --stat\n commit " + bvSHA() + "\n  scrub/login.go | 42 ++++++++++++++++----"
	},
}
