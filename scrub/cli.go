package scrub

import (
	"regexp"
	"strings"
)

// Command lines whose tools take a password in a flag of their own or in a position, as
// people paste them from shell history and runbooks:
//
//	ldapsearch … -w 'pw'         xfreerdp /u:x /p:'pw'          smbclient -U 'DOM\u%pw'
//	openssl enc … -k 'pw'        7z a -ppw …  zip -P pw …        net use \\srv\share pw /user:u
//	net user maria pw /add       security unlock-keychain -p pw  cargo login TOKEN
//	mc alias set s3 URL KEY pw   wandb login KEY
//	az login -u x -p 'pw'        sqlcmd -S db -U sa -P pw       expect "password:" / send "pw\r"
//	WIFI:T:WPA;S:office;P:pw;;   (the Wi-Fi QR code's text)   echo pw | docker login --password-stdin
//	requirepass pw               sentinel auth-pass master pw   ACL SETUSER app on >pw

// snmpCommand is a net-snmp command up to one of its flags; a match ends at its first -A or -X,
// so each passphrase has a rule of its own.
const snmpCommand = `\bsnmp(?:walk|get|getnext|set|bulkwalk|bulkget|table|trap|inform|status|df|netstat)\b[^\n|;&]*?`

var cliRules = []rule{
	// Elasticsearch's and OpenSearch's reset tools print the new password under their report.
	{
		id:       "password",
		keywords: []string{"new value:"},
		re:       regexp.MustCompile(`(?i)user successfully reset\.?[ \t]*\r?\n[ \t]*New value:[ \t]*(\S{6,128})`),
		group:    1,
	},
	// SNMPv3's authentication and privacy passphrases (net-snmp's -A and -X).
	cliRule([]string{"snmp"}, snmpCommand+`\s-A\s*['"]?([^\s'"]{3,128})`),
	cliRule([]string{"snmp"}, snmpCommand+`\s-X\s*['"]?([^\s'"]{3,128})`),
	// Backblaze B2's command line: b2 account authorize KEY_ID APPLICATION_KEY.
	cliRule([]string{"b2 "}, `\bb2(?:\.exe)?\s+(?:account\s+authorize|authorize[-_]account)\s+[0-9a-f]{12,40}\s+(K0[0-9A-Za-z+/]{20,60})`),
	// HAProxy's "stats auth admin:…".
	{
		id:       "password",
		keywords: []string{"stats auth"},
		re:       regexp.MustCompile(`\bauth\s+["'\x60]?[\w.@+-]{1,64}:([^\s"'\x60]{3,128})`),
		group:    1,
		accept:   func(s string, _ []string) bool { return looksLikePassword(s) && !isReference(s) },
	},
	cliRule([]string{"ldap"}, `\bldap(?:search|add|modify|delete|passwd|whoami|compare|modrdn|exop)\b[^\n|;&]*?\s-w\s*['"]?([^\s'"]{3,128})`),
	cliRule([]string{"freerdp"}, `\b(?:x|wl|sdl-)?freerdp3?\b[^\n|;&]*?\s/p:['"]?([^\s'"]{3,128})`),
	cliRule([]string{"rdesktop"}, `\brdesktop\b[^\n|;&]*?\s-p\s*['"]?([^\s'"-][^\s'"]{2,127})`),
	cliRule([]string{"openssl"}, `\bopenssl\b[^\n|;&]*?\s-(?:k|pass|passin|passout|password)\s+(?:pass:)?['"]?([^\s'"]{3,128})`),
	cliRule([]string{"7z", "rar"}, `\b(?:7z|7za|7zz|rar|unrar|[Ww]in[Rr][Aa][Rr])(?:\.exe)?"?\s+[a-z]\b[^\n|;&]*?\s-p['"]?([^\s'"-][^\s'"]{2,127})`),
	cliRule([]string{"zip"}, `\b(?:zip|unzip|zipcloak)\b[^\n|;&]*?\s-P\s+['"]?([^\s'"]{3,128})`),
	cliRule([]string{"az login", "oc login", "cf login", "argocd login", "sf login", "vault login", "npm login", "jfrog login", "nexus login"}, `\b(?:az|oc|cf|argocd|sf|vault|npm|jfrog|nexus)\s+login\b[^\n|;&]*?\s(?:-p|--password)(?:\s+|=)['"]?([^\s'"-][^\s'"]{2,127})`),
	cliRule([]string{"smb", "rpcclient", "crackmapexec", "nxc", "impacket", "winexe"},
		`\b(?:smbclient|rpcclient|smbcacls|smbget|smbmap|smbcquotas|crackmapexec|nxc|winexe|impacket-\w+)\b[^\n|;&]*?\s(?:-U|--user(?:name)?)(?:\s+|=)['"]?[^\s'"%]*['"]?%['"]?([^\s'"]{3,128})`),
	// Impacket's target: [domain/]user:password@host, the password up to the last @, or
	// domain/user:password for the tools that ask a domain controller.
	cliRule([]string{"exec.py", "dump.py", "client.py", "spns.py", "users.py", "tgt.py", "sid.py", "impacket-"},
		`\b(?:\w+exec|secretsdump|mssqlclient|GetUserSPNs|GetNPUsers|getTGT|getST|lookupsid|smbclient|rpcdump|addcomputer)(?:\.py)?\b[^\n|;&]*?\s['"]?(?:[\w.-]+/)?[\w.$-]{1,64}:([^\s'"]{3,128})@[\w.-]+(?:['"]|\s|$)`),
	cliRule([]string{"exec.py", "dump.py", "client.py", "spns.py", "users.py", "tgt.py", "sid.py", "impacket-"},
		`\b(?:\w+exec|secretsdump|mssqlclient|GetUserSPNs|GetNPUsers|getTGT|getST|lookupsid|smbclient|rpcdump|addcomputer)(?:\.py)?\b[^\n|;&]*?\s['"]?[\w.-]+/[\w.$-]{1,64}:([^\s'"@]{3,128})(?:['"]|\s|$)`),
	cliRule([]string{"net use"}, `(?i)\bnet\s+use\s+(?:[A-Z]:\s+)?\\\\\S+\s+([^\s/"'*][^\s"']{2,127})\s+/user:`),
	cliRule([]string{"net use"}, `(?i)\bnet\s+use\s+(?:[A-Z]:\s+)?\\\\\S+\s+/user:\S+\s+([^\s/"'*][^\s"']{2,127})`),
	cliRule([]string{"keychain"}, `\bsecurity\s+(?:unlock-keychain|create-keychain|set-keychain-password)\b[^\n|;&]*?\s-p\s+['"]?([^\s'"-][^\s'"]{2,127})`),
	// The p12's password when importing it, a keychain item's password when adding it.
	cliRule([]string{"security import"}, `\bsecurity\s+import\b[^\n|;&]*?\s-P\s+['"]?([^\s'"-][^\s'"]{2,127})`),
	cliRule([]string{"-password"}, `\bsecurity\s+add-(?:generic|internet)-password\b[^\n|;&]*?\s-w\s+['"]?([^\s'"-][^\s'"]{2,127})`),
	// Joining a Wi-Fi network: macOS's networksetup and NetworkManager's nmcli.
	cliRule([]string{"setairportnetwork"}, `\bnetworksetup\s+-setairportnetwork\s+\S+\s+(?:"[^"\n]*"|'[^'\n]*'|\S+)\s+['"]?([^\s'"]{3,128})`),
	cliRule([]string{"nmcli"}, `\bnmcli\b[^\n|;&]*?\swifi\s+connect\b[^\n|;&]*?\spassword\s+['"]?([^\s'"]{3,128})`),
	// A share mounted with its login in the address: mount_smbfs //user:pw@host/share.
	cliRule([]string{"mount_smbfs", "mount -t"}, `\bmount(?:_smbfs|\s+-t\s+\w+)\b[^\n|;&]*?\s['"]?//[^\s:/@'"]{1,64}:([^\s@/'"]{3,128})@`),
	cliRule([]string{"cargo login"}, `\bcargo\s+login\s+(?:--registry[= ]\S+\s+)?([A-Za-z0-9_]{20,128})\b`),
	cliRule([]string{"mc alias", "mc config host"}, `\bmc\s+(?:alias\s+set|config\s+host\s+add)\s+\S+\s+\S+\s+\S+\s+['"]?([^\s'"]{3,128})`),
	cliRule([]string{"wandb login"}, `\bwandb\s+login\s+(?:--relogin\s+)?([0-9a-f]{40})\b`),
	cliRule([]string{"net user"}, `(?i)\bnet\s+user\s+(?:"[^"\n]+"|[^\s/"*]+)\s+([^\s/"'*][^\s"']{2,127})(?:\s+/|[ \t]*(?:\r?\n|$))`),
	cliRule([]string{"sqlcmd", "bcp", "osql", "isql"}, `\b(?:sqlcmd|bcp|osql|isql)\b[^\n|;&]*?\s-P\s*['"]?([^\s'"-][^\s'"]{2,127})`),
	cliRule([]string{"expect"}, `(?i)\bexpect\s+(?:-\w+\s+)?["{][^"\n}]*(?:password|passphrase|pass|pwd)[^"\n}]*["}]\s*\r?\n\s*send\s+(?:--\s+)?["{]([^"\n}$\\]{3,128})`),
	// What is echoed into any tool's --password-stdin (docker, podman, helm, oras login).
	cliRule([]string{"password-stdin"}, `\b(?:echo|printf)\s+(?:-n\s+)?['"]?([^\s'"|$]{3,128})['"]?\s*\|[^\n]*--password-stdin`),
	// What is echoed into a tool that reads a password from its input: sudo -S, passwd --stdin.
	cliRule([]string{"sudo -s", "sudo --stdin", "passwd --stdin"}, `\b(?:echo|printf)\s+(?:-n\s+)?['"]?([^\s'"|$]{3,128})['"]?\s*\|\s*(?:sudo\s+(?:-[A-Za-z]+\s+)*?(?:-[A-Za-z]*S|--stdin)\b|passwd\s+--stdin\b)`),
	cliRule([]string{"schtasks"}, `(?i)\bschtasks\b[^\n|&]*?\s/RP\s+"?([^\s"/*][^\s"]{2,127})`),
	// SSIS's dtexec decrypts a package protected by a password: /DECRYPT <password>.
	cliRule([]string{"dtexec"}, `(?i)\bdtexec(?:\.exe)?\b[^\n|&]*?\s/DE(?:CRYPT)?[\s:]+"?([^\s"/][^\s"]{2,127})`),
	// A BMC's IPMI login: ipmitool … -U user -P password.
	cliRule([]string{"ipmitool"}, `\bipmitool\b[^\n|;&]*?\s-P\s+['"]?([^\s'"-][^\s'"]{2,127})`),
	cliRule([]string{"psexec"}, `(?i)\bpsexec(?:64)?(?:\.exe)?\b[^\n|&]*?\s-p\s+"?([^\s"-][^\s"]{2,127})`),
	cliRule([]string{"cmdkey"}, `(?i)\bcmdkey\b[^\n|&]*?\s/pass:"?([^\s"/][^\s"]{2,127})`),
	// SAP HANA's secure store: hdbuserstore SET KEY host:port USER PASSWORD.
	cliRule([]string{"hdbuserstore"}, `(?i)\bhdbuserstore\b(?:\s+-\S+)*\s+set\s+\S+\s+\S+\s+\S+\s+['"]?([^\s'"]{3,128})`),
	// Composer's credentials for a repository: http-basic.HOST USER PASSWORD.
	cliRule([]string{"http-basic."}, `\bcomposer\s+config\s+(?:-\S+\s+)*http-basic\.\S+\s+\S+\s+['"]?([^\s'"]{3,128})`),
	// PowerShell turning a literal into a SecureString, and VBScript mapping a drive as a user.
	cliRule([]string{"convertto-securestring"}, `(?i)\bConvertTo-SecureString\b(?:\s+-(?:AsPlainText|Force|String))*\s+["']([^"'\n$]{3,128})["']`),
	cliRule([]string{"mapnetworkdrive"}, `(?i)\.MapNetworkDrive\s*\(?\s*"[^"\n]*"\s*,\s*"[^"\n]*"\s*,\s*\w+\s*,\s*"[^"\n]*"\s*,\s*"([^"\n]{3,128})"`),
	cliRule([]string{"ssh-keygen"}, `\bssh-keygen\b[^\n|;&]*?\s-[PN]\s+['"]?([^\s'"-][^\s'"]{2,127})`),
	cliRule([]string{"mcrcon"}, `\bmcrcon\b[^\n|;&]*?\s-p\s+['"]?([^\s'"-][^\s'"]{2,127})`),
	cliRule([]string{"murmurd", "mumble-server"}, `\b(?:murmurd|mumble-server)\b[^\n|;&]*?\s-supw\s+['"]?([^\s'"-][^\s'"]{2,127})`),
	cliRule([]string{"sipp"}, `\bsipp\b[^\n|;&]*?\s-ap\s+['"]?([^\s'"-][^\s'"]{2,127})`),
	cliRule([]string{"database put sip"}, `(?i)\bdatabase\s+put\s+SIP/\S+\s+secret\s+['"]?([^\s'"]{3,128})`),
	// A game server's login token (Steam's GSLT), and Asterisk's register line: user:secret@host.
	cliRule([]string{"sv_setsteamaccount"}, `\bsv_setsteamaccount\s+"?([0-9A-Fa-f]{32})\b`),
	cliRule([]string{"register =>", "register=>"}, `(?m)^[ \t]{0,8}register[ \t]*=>[ \t]*[^:\s]+:(\S+)@[\w.-]+(?::\d+)?(?:/\S*)?[ \t]*$`),
	// A stream's key at the end of its ingest URL, and OBS's websocket password.
	cliRule([]string{"rtmp://", "rtmps://"}, `\brtmps?://[^\s/]+(?::\d+)?/(?:live2?|app|stream)/([A-Za-z0-9_-]{12,})`),
	cliRule([]string{"obsws://"}, `\bobsws://[^\s/]+/([^\s/]{6,})`),
	cliRule([]string{"mosquitto_passwd"}, `\bmosquitto_passwd\s+(?:-\w+\s+)*?-b\s+\S+\s+\S+\s+['"]?([^\s'"]{3,128})`),
	cliRule([]string{"influx"}, `\binflux\b[^\n|;&]*?\s(?:-t|--token)[ =]['"]?([A-Za-z0-9_=-]{20,128})`),
	cliRule([]string{"wifi:"}, `\bWIFI:(?:[^;\n]*;)*?P:((?:\\.|[^;\\\n]){3,128})`),
	// A game server's login plugin: /register PASSWORD PASSWORD, the same word typed twice.
	{
		id:       "password",
		keywords: []string{"/register "},
		re:       regexp.MustCompile(`(?:^|\s)/register\s+(\S{4,64}\s+\S{4,64})`),
		group:    1,
		accept: func(s string, _ []string) bool {
			f := strings.Fields(s)
			return len(f) == 2 && f[0] == f[1] && !IsPlaceholder(f[0]) && !isReference(f[0])
		},
	},
	// Asterisk's voicemail.conf: mailbox => PIN,name,e-mail.
	cliRule([]string{"=>"}, `(?m)^[ \t]*\d{2,10}[ \t]*=>[ \t]*(\d{4,12}),`),
	// A capture-the-flag's flag, the secret a box or a challenge hides.
	cliRule([]string{"htb{", "thm{", "picoctf{", "flag{", "ctf{"}, `\b((?:HTB|THM|picoCTF|flag|FLAG|CTF)\{[\w!@#%&?.,:;'=-]{6,120}\})`), // not its format: flag{[a-z0-9_]+}
	// A Unity license's serial on the editor's command line.
	cliRule([]string{"-serial"}, `\bUnity\b[^\n]*?\s-serial\s+['"]?([A-Z0-9]{2}(?:-[A-Z0-9]{4}){5})\b`),
}

// Database and cache commands that send or set a password: Redis AUTH at its prompt, MongoDB's
// db.auth, MySQL's SET PASSWORD, RabbitMQ's add_user and change_password.
var dbCommandRules = []rule{
	cliRule([]string{"auth"}, `(?m)(?:^|> ?)AUTH +(?:[\w.@-]+ +)?([^\s'"]{3,128})[ \t]*\r?$`),
	cliRule([]string{"db.auth("}, `\bdb\.auth\(\s*['"][^'"\n]*['"]\s*,\s*['"]([^'"\n]{3,128})['"]`),
	cliRule([]string{"set password"}, `(?i)\bSET\s+PASSWORD\b[^\n;]*?=\s*(?:PASSWORD\s*\(\s*)?'([^'\n]{3,128})'`),
	cliRule([]string{"rabbitmqctl"}, `\brabbitmqctl\s+(?:add_user|change_password)\s+\S+\s+['"]?([^\s'"]{3,128})`),
	// 1Password's export marks a password's or a key's field "concealed".
	{
		id:       "password",
		keywords: []string{`"concealed"`},
		re:       regexp.MustCompile(`"concealed"\s*:\s*"([^"\n]{4,256})"`),
		group:    1,
		accept:   func(s string, _ []string) bool { return !isReference(s) && !IsPlaceholder(s) },
	},
	// A JSON Web Key's private part: "d" of an EC or OKP key, and of an RSA key with its primes.
	{
		id:       "private-key",
		keywords: []string{`"kty"`},
		re:       regexp.MustCompile(`"kty"\s*:\s*"(?:EC|RSA|OKP)"[^{}]{0,600}?"d"\s*:\s*"([A-Za-z0-9_-]{20,})"`),
		group:    1,
	},
	{
		id:       "private-key",
		keywords: []string{`"kty"`},
		re:       regexp.MustCompile(`"d"\s*:\s*"([A-Za-z0-9_-]{20,})"[^{}]{0,600}?"kty"\s*:\s*"(?:EC|RSA|OKP)"`),
		group:    1,
	},
	// Terraform's console prints a sensitive value once nonsensitive() unwraps it.
	cliRule([]string{"nonsensitive("}, `nonsensitive\([^)\n]*\)[ \t]*\r?\n"([^"\n]{4,256})"`),
	// A random_password's result in Terraform's state, after its settings.
	cliRule([]string{"override_special"}, `"override_special"[^{}]{0,400}?"result"\s*:\s*"((?:[^"\\\n]|\\.){6,256})"`),
	// WordPress's keys and salts in wp-config.php.
	cliRule([]string{"define("}, `define\(\s*['"](?:AUTH|SECURE_AUTH|LOGGED_IN|NONCE)_(?:KEY|SALT)['"]\s*,\s*'([^'\s]{16,128})'`),
	// Consul's gossip encryption key.
	cliRule([]string{"encrypt"}, `(?m)^[ \t]{0,40}"?encrypt"?[ \t]*[=:][ \t]*"([A-Za-z0-9+/]{43}=)"`),
	// Redis: requirepass and masterauth in redis.conf, a sentinel's auth-pass for its master, and
	// an ACL user's ">password" (ACL SETUSER app on >pw, or "user app on >pw" in users.acl).
	cliRule([]string{"requirepass", "masterauth"}, `(?m)^[ \t]*(?:requirepass|masterauth)[ \t]+["']?([^\s"'#]{4,128})`),
	cliRule([]string{"requirepass", "masterauth"}, `(?m)^[0-9]+\) "(?:requirepass|masterauth)"\r?\n[0-9]+\) "([^"\n]{4,128})"`), // CONFIG GET's reply
	cliRule([]string{"auth-pass"}, `(?m)^[ \t]*sentinel[ \t]+auth-pass[ \t]+\S+[ \t]+["']?([^\s"']{4,128})`),
	cliRule([]string{"setuser", " on >"}, `(?im)(?:\bacl[ \t]+setuser|^[ \t]*user)[ \t]+\S+[ \t]+(?:on|off|reset)\b[^\n]*?[ \t]>([^\s]{4,128})`),
	// 1C:Enterprise's command line: 1cv8.exe ENTERPRISE /S"srv\base" /N"user" /P"pw".
	cliRule([]string{"1cv8"}, `(?i)\b1cv8c?(?:\.exe)?"?\s[^\n]*?\s/P"([^"\n]{3,128})"`),
	// SMTP's AUTH LOGIN in a session's trace: the server asks "Password:" in base64 (334
	// UGFzc3dvcmQ6) and the client's next line is the password in base64.
	cliRule([]string{"334 ugfzc3dvcmq6"}, `334 UGFzc3dvcmQ6\r?\n(?:C: |> )?([A-Za-z0-9+/]{4,}={0,2})`),
	// Go's smtp.PlainAuth(identity, user, password, host).
	cliRule([]string{"plainauth("}, `smtp\.PlainAuth\(\s*"[^"\n]*"\s*,\s*"[^"\n]*"\s*,\s*"([^"\n]{3,128})"`),
	// An Android intent's string extra named for a secret: adb shell am broadcast … --es exit_pin 6535.
	cliRule([]string{"--es ", "--ei "}, `--e[si]\s+[\w.-]*(?:pin|password|passwd|pwd|secret|token|api_?key)\s+["']?([^\s"']{4,128})`),
	// Pi-hole's web password: pihole -a -p 'pw'; Caddy's Cloudflare DNS token: dns cloudflare <token>.
	cliRule([]string{"pihole"}, `\bpihole\s+-a\s+-p\s+["']?([^\s"']{3,128})`),
	cliRule([]string{"dns cloudflare"}, `\bdns\s+cloudflare\s+([A-Za-z0-9_-]{40})\b`),
	// lftp takes the user and the password apart by a comma: lftp -u user,'pw' sftp://host.
	cliRule([]string{"lftp"}, `\blftp\b[^\n|;&]*?\s-u\s+["']?[^\s,'"]+,["']?([^\s'"]{3,128})`),
	// An API that takes its key as the user and no password: curl -u KEY: (Stripe, Phrase,
	// Mailgun's api:KEY is a password and runs through the URI and user rules).
	{
		id:       "api-key",
		keywords: []string{"-u ", "--user", "curl"},
		re:       regexp.MustCompile(`(?:^|[ \t])(?:-[a-zA-Z]*u|--user)(?:[ \t]+|=)["']?([A-Za-z0-9_.-]{20,128}):["']?(?:[ \t\\]|$)`),
		group:    1,
		accept:   func(s string, _ []string) bool { return hasLetterAndDigit(s) && looksRandom(s) && !isDottedIdent(s) },
	},
	// A setting named for a password, set on a command line with its value after a blank:
	// bin/magento config:set catalog/search/opensearch_password 'pw', wp option update smtp_pass pw.
	cliRule([]string{"config:set", "config set", "option update", "option add"}, `(?i)\b(?:config:set|config[ \t]+set|option[ \t]+(?:update|add))[ \t]+(?:--?[\w-]+(?:=\S+)?[ \t]+)*(?:[\w./:@][\w./:@-]*)?(?:password|passwd|_pass|secret|token|api_?key)[ \t]+["']?([^\s"'=]{4,128})`),
}

func cliRule(keywords []string, expr string) rule {
	return rule{
		id:       "cli-password",
		keywords: keywords,
		re:       regexp.MustCompile(expr),
		group:    1,
		accept:   func(s string, _ []string) bool { return !isReference(s) && !IsPlaceholder(s) },
	}
}

// curlUserKept: gitleaks' curl-auth-user takes curl's -u "user:password" whole; the user is a
// login's name and stays (emeka_ops:…, SERVICE-7857:…, jo@acme.io/token:…), unless it is itself
// a long random key's id, which the pair's secret needs.
func curlUserKept(text string, sp Span) Span {
	if sp.Rule != "curl-auth-user" {
		return sp
	}
	v := text[sp.Start:sp.End]
	c := strings.IndexByte(v, ':')
	if c <= 0 || c >= len(v)-1 {
		return sp
	}
	user := strings.TrimLeft(v[:c], `"'`)
	name := strings.Replace(strings.TrimSuffix(user, "/token"), "@", "", 1) // an address is a login's name too
	if !isLoginName(name) || len(user) >= 16 && looksRandom(user) {
		return sp
	}
	sp.Start += c + 1
	return sp
}
