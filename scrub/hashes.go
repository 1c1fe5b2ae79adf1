package scrub

import "regexp"

// Password hashes in crypt(3)'s formats, as htpasswd, /etc/shadow and application databases
// keep them: $2y$10$… (bcrypt), $apr1$… (Apache MD5), $1$, $5$, $6$ (MD5, SHA-256, SHA-512
// crypt), $y$ (yescrypt), $argon2id$…. A leaked hash can be cracked offline, so it is kept
// out like the password itself. Each format fixes its lengths, which no ordinary text has,
// or starts with its scheme in braces ({SSHA}), as LDAP and htpasswd write them.
var hashRules = []rule{
	{
		id:       "password-hash",
		keywords: []string{"$2a$", "$2b$", "$2x$", "$2y$", "$apr1$", "$1$", "$5$", "$6$", "$y$", "$argon2"},
		re: regexp.MustCompile(`\$(?:2[abxy]\$\d\d\$[./A-Za-z0-9]{53}` +
			`|(?:apr1|1)\$[./A-Za-z0-9]{1,8}\$[./A-Za-z0-9]{22}` +
			`|5\$(?:rounds=\d+\$)?[./A-Za-z0-9]{1,16}\$[./A-Za-z0-9]{43}` +
			`|6\$(?:rounds=\d+\$)?[./A-Za-z0-9]{1,16}\$[./A-Za-z0-9]{86}` +
			`|y\$[./A-Za-z0-9]{1,32}\$[./A-Za-z0-9]{1,64}\$[./A-Za-z0-9]{43}` +
			`|argon2(?:id|i|d)\$v=\d+\$m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/]{11,}\$[A-Za-z0-9+/]{16,})`),
	},
	{
		// RFC 2307 and htpasswd's scheme-prefixed hashes: {SHA}…=, {SSHA}…, {MD5}…, {CRYPT}$6$….
		id:       "password-hash",
		keywords: []string{"{sha", "{ssha", "{md5", "{smd5", "{crypt}", "{pbkdf2", "{argon2"},
		re:       regexp.MustCompile(`\{(?i:S?SHA(?:1|224|256|384|512)?|S?MD5|CRYPT|PBKDF2(?:-SHA\d+)?|ARGON2)\}[A-Za-z0-9+/.$=,-]{8,}`),
	},
}
