package main

// Traps near the shapes with secrets: cloud ids, configs that only point at secrets, random-looking
// public values, login-pair and PIN look-alikes, Discord ids, wrapped public values, key-id talk.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func hsTrapsNear(c *hsCorpus) {
	t := func(cat, format, text string) Sample { return hsS(cat, format, text) }
	name := func() string { return hsP(hsNames...) }

	// cloud resource identifiers
	c.each(15,
		func() Sample {
			return t("cloud-id", "prose", fmt.Sprintf("The bucket policy allows arn:aws:iam::%s:role/%s to read s3://%s-artifacts/*.", hsNum(12), hsP("ci-deployer", "lambda-exec", "ReadOnly"), hsP(hsProjects...)))
		},
		func() Sample {
			return t("cloud-id", "terminal", fmt.Sprintf("$ aws sts get-caller-identity\n{\n    \"UserId\": \"AROA%s:%s\",\n    \"Account\": \"%s\",\n    \"Arn\": \"arn:aws:sts::%s:assumed-role/Admin/%s\"\n}", hsR(upper+"234567", 17), strings.ToLower(name()), hsNum(12), hsNum(12), strings.ToLower(name())))
		},
		func() Sample {
			return t("cloud-id", "chat", hsChat(fmt.Sprintf("instance i-%s in sg-%s is the one that keeps rebooting", hsHex(17), hsHex(17))))
		},
		func() Sample {
			return t("cloud-id", "terminal", fmt.Sprintf("$ az account show\n{\n  \"environmentName\": \"AzureCloud\",\n  \"id\": \"%s\",\n  \"isDefault\": true,\n  \"name\": \"Pay-As-You-Go\",\n  \"tenantId\": \"%s\",\n  \"user\": { \"name\": \"%s@%s\", \"type\": \"user\" }\n}", hsUUID(), hsUUID(), strings.ToLower(name()), hsP(hsDomains...)))
		},
		func() Sample {
			return t("cloud-id", "terraform", fmt.Sprintf("resource \"aws_kms_alias\" \"sops\" {\n  name          = \"alias/sops\"\n  target_key_id = \"%s\"\n}", hsUUID()))
		},
		func() Sample {
			return t("cloud-id", "prose", fmt.Sprintf("GCP project %s (number %s), region europe-west3.", hsP(hsProjects...), hsNum(12)))
		},
		func() Sample {
			return t("cloud-id", "yaml", fmt.Sprintf("vpc_id: vpc-%s\nsubnet_ids:\n  - subnet-%s\n  - subnet-%s\nami: ami-%s", hsHex(17), hsHex(17), hsHex(17), hsHex(17)))
		},
		func() Sample {
			return t("cloud-id", "prose", fmt.Sprintf("Azure AD app registration: client id %s, tenant %s. Secrets are issued by the platform team.", hsUUID(), hsUUID()))
		},
	)

	// configs that point at secrets without holding one
	c.all(
		func() Sample {
			return t("config", "nginx", fmt.Sprintf("server {\n    listen 443 ssl;\n    server_name %s;\n    ssl_certificate     /etc/letsencrypt/live/%s/fullchain.pem;\n    ssl_certificate_key /etc/letsencrypt/live/%s/privkey.pem;\n}", hsP(hsHosts...), hsP(hsDomains...), hsP(hsDomains...)))
		},
		func() Sample {
			return t("config", "env", ".env.example\nDATABASE_URL=\nSTRIPE_SECRET_KEY=\nSENDGRID_API_KEY=\nPORT=3000")
		},
		func() Sample {
			return t("config", "yaml", "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: app-config\ndata:\n  LOG_LEVEL: info\n  FEATURE_FLAGS: checkout_v2,dark_mode\n  CACHE_TTL: \"300\"")
		},
		func() Sample {
			return t("config", "yaml", "spring:\n  datasource:\n    url: jdbc:postgresql://db:5432/app\n    username: ${DB_USER}\n    password: ${DB_PASS}")
		},
		func() Sample {
			return t("config", "toml", "[auth]\nprovider = \"oidc\"\nissuer = \"https://login.example.com/\"\nclient_id = \"web-frontend\"\nscopes = [\"openid\", \"profile\", \"email\"]")
		},
		func() Sample {
			return t("config", "ssh_config", fmt.Sprintf("Host bastion\n    HostName %s\n    User %s\n    IdentityFile ~/.ssh/id_ed25519\n    ForwardAgent no", hsIP(), hsP(hsUsers...)))
		},
		func() Sample {
			return t("config", "ini", "[client]\nuser = reporting\nhost = db.internal\n# password comes from ~/.mylogin.cnf (mysql_config_editor)")
		},
		func() Sample {
			return t("config", "json", "{\n  \"auth\": {\n    \"passwordMinLength\": 12,\n    \"passwordRequireSymbol\": true,\n    \"tokenTtlSeconds\": 3600,\n    \"maxLoginAttempts\": 5\n  }\n}")
		},
		func() Sample {
			return t("config", "hcl", "path \"secret/data/payments/*\" {\n  capabilities = [\"read\"]\n}")
		},
		func() Sample {
			return t("config", "dockerfile", "FROM node:20-alpine\nWORKDIR /app\nRUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci\nCOPY . .\nCMD [\"node\", \"server.js\"]")
		},
	)

	// random-looking public values
	c.each(15,
		func() Sample {
			return t("random-public", "prose", fmt.Sprintf("send the refund to 0x%s (public wallet address)", hsHex(40)))
		},
		func() Sample {
			return t("random-public", "prose", fmt.Sprintf("tx id %s confirmed after 3 blocks", hsHex(64)))
		},
		func() Sample {
			return t("random-public", "prose", fmt.Sprintf("pinned on IPFS as Qm%s", hsR(hsB58, 44)))
		},
		func() Sample {
			return t("random-public", "css", fmt.Sprintf(":root {\n  --brand: #%s;\n  --accent: #%s;\n  --bg: #%s;\n}", hsHex(6), hsHex(6), hsHex(6)))
		},
		func() Sample {
			return t("random-public", "terminal", fmt.Sprintf("$ ip link show eth0\n2: eth0: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500\n    link/ether %s:%s:%s:%s:%s:%s brd ff:ff:ff:ff:ff:ff", hsHex(2), hsHex(2), hsHex(2), hsHex(2), hsHex(2), hsHex(2)))
		},
		func() Sample {
			return t("random-public", "prose", fmt.Sprintf("IPv6 of the edge node: 2001:db8:%s:%s::%s", hsHex(4), hsHex(4), hsHex(3)))
		},
		func() Sample {
			return t("random-public", "prose", fmt.Sprintf("Figma file: https://www.figma.com/file/%s/Checkout-redesign", hsR(alnum, 22)))
		},
		func() Sample {
			return t("random-public", "chat", hsChat(fmt.Sprintf("the Loom is loom.com/share/%s", hsHex(32))))
		},
	)

	// non-English ordinary text with numbers and codes
	c.each(15,
		func() Sample {
			return t("ordinary-intl", "prose-de", fmt.Sprintf("Besprechung in Raum %d.%02d, Durchwahl %d. Bestellnummer %d.", hsN(1, 5), hsN(1, 40), hsN(100, 999), hsN(100000, 999999)))
		},
		func() Sample {
			return t("ordinary-intl", "prose-ja", fmt.Sprintf("会議室は%d階の%s、内線は%dです。", hsN(2, 30), hsP("さくら", "富士", "青葉"), hsN(1000, 9999)))
		},
		func() Sample {
			return t("ordinary-intl", "prose-fr", fmt.Sprintf("Le colis n° %d arrive jeudi ; facture FA-%d-%04d.", hsN(10000000, 99999999), hsN(2023, 2025), hsN(1, 9999)))
		},
		func() Sample {
			return t("ordinary-intl", "prose-es", fmt.Sprintf("Pedido #%d enviado. Código postal %05d.", hsN(10000, 99999), hsN(1000, 52999)))
		},
		func() Sample {
			return t("ordinary-intl", "prose-zh", fmt.Sprintf("订单号 %d，预计 %d 月 %d 日送达。", hsN(100000000, 999999999), hsN(1, 12), hsN(1, 28)))
		},
		func() Sample {
			return t("ordinary-intl", "prose-ru", fmt.Sprintf("Встреча в %s, переговорная %d, билет %s-%d.", hsTime(), hsN(100, 999), hsP("OPS", "WEB"), hsN(100, 9999)))
		},
		func() Sample {
			return t("ordinary-intl", "prose-ko", fmt.Sprintf("회의실 %d호, 내선 %d번입니다.", hsN(100, 999), hsN(1000, 9999)))
		},
		func() Sample {
			return t("ordinary-intl", "prose-pt", fmt.Sprintf("O voo %s%d sai às %s do portão %d.", hsP("TP", "LH", "AF"), hsN(100, 9999), hsTime(), hsN(1, 60)))
		},
	)

	// shell sessions without secrets
	c.all(
		func() Sample {
			return t("shell-session", "terminal", fmt.Sprintf("$ docker ps\nCONTAINER ID   IMAGE              STATUS         NAMES\n%s   postgres:16        Up 3 days      db\n%s   acme/api:1.%d      Up 2 hours     api", hsHex(12), hsHex(12), hsN(0, 30)))
		},
		func() Sample {
			return t("shell-session", "terminal", "$ git status\nOn branch main\nYour branch is up to date with 'origin/main'.\n\nChanges not staged for commit:\n\tmodified:   src/auth/password_reset.py")
		},
		func() Sample {
			return t("shell-session", "terminal", fmt.Sprintf("$ ls -l ~/.ssh\n-rw------- 1 %s staff  411 Mar  3 10:14 id_ed25519\n-rw-r--r-- 1 %s staff  100 Mar  3 10:14 id_ed25519.pub\n-rw-r--r-- 1 %s staff 2840 Jun 21 09:02 known_hosts", strings.ToLower(name()), strings.ToLower(name()), strings.ToLower(name())))
		},
		func() Sample {
			return t("shell-session", "terminal", "$ ssh-keygen -t ed25519 -C \"me@laptop\"\nGenerating public/private ed25519 key pair.\nEnter file in which to save the key (/home/me/.ssh/id_ed25519):\nEnter passphrase (empty for no passphrase):\nYour identification has been saved in /home/me/.ssh/id_ed25519")
		},
		func() Sample {
			return t("shell-session", "terminal", fmt.Sprintf("$ kubectl get secrets -n %s\nNAME              TYPE                             DATA   AGE\ndb-credentials    Opaque                           2      %dd\nregcred           kubernetes.io/dockerconfigjson   1      %dd", hsP("prod", "staging"), hsN(2, 300), hsN(2, 300)))
		},
		func() Sample {
			return t("shell-session", "terminal", "$ passwd\nChanging password for deploy.\nCurrent password:\nNew password:\nRetype new password:\npasswd: password updated successfully")
		},
		func() Sample {
			return t("shell-session", "terminal", fmt.Sprintf("$ openssl x509 -in server.crt -noout -fingerprint -sha256\nsha256 Fingerprint=%s", hsColonHex(32)))
		},
	)

	// login-pair look-alikes
	c.all(
		func() Sample {
			return t("login-lookalike", "prose", fmt.Sprintf("login: %s / password: (see vault)", hsP(hsUsers...)))
		},
		func() Sample {
			return t("login-lookalike", "prose", "The form has two fields, User / Password, and a Remember me checkbox.")
		},
		func() Sample {
			return t("login-lookalike", "markdown", "| User | Password | Role |\n|---|---|---|\n| alice | (SSO) | admin |\n| bob | (SSO) | viewer |")
		},
		func() Sample {
			return t("login-lookalike", "prose", "Login / Logout buttons are swapped on mobile.")
		},
		func() Sample {
			return t("login-lookalike", "chat", hsChat(fmt.Sprintf("%s / %s are on call this week", name(), name())))
		},
		func() Sample {
			return t("login-lookalike", "prose", "Read / write access for the admin group; read-only for everyone else.")
		},
		func() Sample {
			return t("login-lookalike", "prose", fmt.Sprintf("Sign in / Sign up pages were redesigned in sprint %d.", hsN(10, 80)))
		},
		func() Sample {
			return t("login-lookalike", "prose", "username/password auth is deprecated; use the OIDC flow instead")
		},
		func() Sample {
			return t("login-lookalike", "prose", fmt.Sprintf("route: /api/v%d/admin/users/%d", hsN(1, 3), hsN(1, 9999)))
		},
		func() Sample {
			return t("login-lookalike", "yaml", "login:\n  method: sso\n  provider: okta\n  fallback: none")
		},
		func() Sample {
			return t("login-lookalike", "prose-de", "Benutzer / Passwort werden im Formular oben rechts eingegeben.")
		},
		func() Sample {
			return t("login-lookalike", "prose", fmt.Sprintf("admin / support / %s are the three roles", hsP("billing", "auditor", "viewer")))
		},
	)

	// numbers near PIN and code words that are not codes
	c.all(
		func() Sample {
			return t("pin-lookalike", "prose", "The PIN must be 4 to 6 digits and cannot repeat a digit more than twice.")
		},
		func() Sample {
			return t("pin-lookalike", "prose", fmt.Sprintf("error code 0x%s when joining the domain", hsHexU(8)))
		},
		func() Sample {
			return t("pin-lookalike", "prose", fmt.Sprintf("HTTP %d on /login, then %d after retry", hsP(401, 403, 429), hsP(200, 302)))
		},
		func() Sample {
			return t("pin-lookalike", "chat", hsChat(fmt.Sprintf("code review for #%d please", hsN(100, 9999))))
		},
		func() Sample {
			return t("pin-lookalike", "prose", fmt.Sprintf("door %d%s is the server room; badge access only", hsN(1, 5), hsR("ABC", 1)))
		},
		func() Sample {
			return t("pin-lookalike", "prose", fmt.Sprintf("exit code %d from the backup job at %s", hsN(1, 137), hsTime()))
		},
		func() Sample {
			return t("pin-lookalike", "prose-de", "Die PIN wurde dreimal falsch eingegeben, die Karte ist gesperrt.")
		},
		func() Sample {
			return t("pin-lookalike", "prose", fmt.Sprintf("zip code %05d, suite %d", hsN(10000, 99999), hsN(100, 999)))
		},
		func() Sample {
			return t("pin-lookalike", "prose", "verification code sent by SMS; it expires after 10 minutes")
		},
		func() Sample {
			return t("pin-lookalike", "prose", fmt.Sprintf("promo code SPRING%d gives 15%% off", hsN(20, 25)))
		},
	)

	// Wi-Fi talk without a key
	c.all(
		func() Sample { return t("wifi-talk", "chat", hsChat("wifi is down on the 3rd floor again")) },
		func() Sample {
			return t("wifi-talk", "prose", "Guest network: ACME-Guest, password is on the whiteboard in reception.")
		},
		func() Sample {
			return t("wifi-talk", "prose", "Switched the APs from WPA2-Personal to WPA3-Enterprise with RADIUS.")
		},
		func() Sample {
			return t("wifi-talk", "prose-es", "La red de invitados se llama Cafe-Lumen; pide la clave en la barra.")
		},
	)

	// JWT and token talk without a token
	c.all(
		func() Sample {
			return t("token-talk", "docs", "A JWT has three parts, header.payload.signature, e.g. xxxxx.yyyyy.zzzzz.")
		},
		func() Sample {
			return t("token-talk", "prose", "The header of every token we issue decodes to {\"alg\":\"RS256\",\"typ\":\"JWT\"}; the signing key is in KMS.")
		},
		func() Sample {
			return t("token-talk", "prose", "Bearer tokens expire after one hour; refresh tokens after 30 days.")
		},
	)

	// Discord ids and links that are not tokens
	c.each(8,
		func() Sample { return t("discord-id", "prose", fmt.Sprintf("my Discord user id is %s", hsSnowflake())) },
		func() Sample {
			return t("discord-id", "chat", hsChat(fmt.Sprintf("https://discord.com/channels/%s/%s/%s", hsSnowflake(), hsSnowflake(), hsSnowflake())))
		},
		func() Sample {
			return t("discord-id", "prose", fmt.Sprintf("join our server: https://discord.gg/%s", hsR(alnum, hsN(7, 10))))
		},
		func() Sample {
			return t("discord-id", "json", fmt.Sprintf("{\"guild_id\": \"%s\", \"channel_id\": \"%s\", \"role_id\": \"%s\"}", hsSnowflake(), hsSnowflake(), hsSnowflake()))
		},
	)

	// wrapped public values
	c.each(8,
		func() Sample {
			h := hsHex(64)
			return t("wrapped-public", "chat", hsChat("sha256 of the ISO (wrapped):\n"+h[:32]+"\n"+h[32:]))
		},
		func() Sample {
			u := fmt.Sprintf("https://console.cloud.google.com/logs/query;query=resource.type%%3D%%22k8s_container%%22;timeRange=PT1H?project=%s", hsP(hsProjects...))
			k := hsN(40, len(u)-20)
			return t("wrapped-public", "note", "logs link:\n"+u[:k]+"\n"+u[k:])
		},
		func() Sample {
			s := hsSSHPub("ops@" + hsP(hsHosts...))
			k := hsN(40, 70)
			return t("wrapped-public", "email", "Please add my public key (Outlook wrapped it):\n"+s[:k]+"\n"+s[k:])
		},
		func() Sample {
			d := base64.StdEncoding.EncodeToString([]byte(fmt.Sprintf(`{"report":"weekly","rows":%d,"generated":"%s"}`, hsN(10, 900), hsDate())))
			k := len(d) / 2
			return t("wrapped-public", "log", fmt.Sprintf("%s INFO export meta=%s\n%s", hsStamp(), d[:k], d[k:]))
		},
	)

	// key-id near misses
	c.all(
		func() Sample {
			return t("keyid-lookalike", "json", fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"<redacted>\",\n  \"client_email\": \"ci@%s.iam.gserviceaccount.com\"\n}", hsP(hsProjects...), hsP(hsProjects...)))
		},
		func() Sample {
			return t("keyid-lookalike", "prose", fmt.Sprintf("commit id %s, tree %s", hsHex(40), hsHex(40)))
		},
		func() Sample {
			return t("keyid-lookalike", "docs", "The key file contains type, project_id, private_key_id, private_key, client_email and client_id. Never commit it.")
		},
		func() Sample {
			return t("keyid-lookalike", "prose", fmt.Sprintf("KMS key id %s (an alias, not key material)", hsUUID()))
		},
		func() Sample {
			n := hsP(hsNames...)
			return t("keyid-lookalike", "terminal", fmt.Sprintf("$ gpg --list-keys\npub   ed25519 2024-%02d-%02d [SC]\n      %s\nuid           [ultimate] %s <%s@%s>", hsN(1, 12), hsN(1, 28), hsHexU(40), n, strings.ToLower(n), hsP(hsDomains...)))
		},
	)
}

// hsColonHex is n random bytes as colon-separated upper-case hex.
func hsColonHex(n int) string {
	p := make([]string, n)
	for i := range p {
		p[i] = hsHexU(2)
	}
	return strings.Join(p, ":")
}
