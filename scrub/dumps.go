package scrub

import (
	"regexp"
	"strings"
)

// What attack and audit tools print when they dump or crack credentials, as a penetration
// tester pastes it into notes and reports: SAM and NTDS lines, mimikatz's logon passwords,
// Kerberos hashes and tickets, Responder's NTLMv2 captures, pass-the-hash flags and hashcat's
// cracked pairs. An NT hash works as the password it was made from.

// emptyNTHash is the NT hash of the empty password, printed for every disabled account.
const emptyNTHash = "31d6cfe0d16ae931b73c59d7e0c089c0"

func notEmptyNT(s string, _ []string) bool { return !strings.EqualFold(s, emptyNTHash) }

var dumpRules = []rule{
	{
		// secretsdump's and pwdump's user:rid:lmhash:nthash:::
		id:       "nt-hash",
		keywords: []string{":::"},
		re:       regexp.MustCompile(`(?m)^[^:\s]{1,64}:\d{1,10}:[0-9a-fA-F]{32}:([0-9a-fA-F]{32}):::`),
		group:    1,
		accept:   notEmptyNT,
	},
	{
		// mimikatz's "* NTLM : …" and "* Password : …" under a logon session.
		id:       "nt-hash",
		keywords: []string{"* ntlm"},
		re:       regexp.MustCompile(`\*\s+NTLM\s*:\s*([0-9a-fA-F]{32})\b`),
		group:    1,
		accept:   notEmptyNT,
	},
	{
		// mimikatz's dcsync: "Hash NTLM: …", "ntlm- 0: …" (the account's earlier hashes too).
		id:       "nt-hash",
		keywords: []string{"hash ntlm", "ntlm-", "nt hash", "nthash"},
		re:       regexp.MustCompile(`(?i)\b(?:hash ntlm|ntlm- ?\d+|nt ?hash)\s*:\s*([0-9a-f]{32})\b`),
		group:    1,
		accept:   notEmptyNT,
	},
	{
		// An account's Kerberos keys, as secretsdump and mimikatz print them: they sign tickets
		// as the password does ("krbtgt:aes256-cts-hmac-sha1-96:…", "aes256_hmac (4096) : …").
		id:       "kerberos-key",
		keywords: []string{"-cts-hmac-", "des-cbc-md5", "_hmac", "des_cbc_md5"},
		re:       regexp.MustCompile(`(?i)\b(?:aes(?:128|256)-cts-hmac-sha1-96|des-cbc-md5|(?:aes(?:128|256)_hmac|des_cbc_md5|rc4_hmac(?:_nt)?)(?:\s*\(\d+\))?)\s*:\s*((?:[0-9a-f]{16}){1,4})\b`),
		group:    1,
	},
	{
		// secretsdump's LSA secrets: a service's or the autologon's password on the line under
		// its name ("[*] DefaultPassword" / "(Unknown User):…").
		id:       "password",
		keywords: []string{"[*] defaultpassword", "[*] _sc_"},
		re:       regexp.MustCompile(`(?m)^\[\*\] (?:DefaultPassword|_SC_\S+)[ \t]*\r?\n[^\n:]{1,64}:([^\s][^\n]{2,127})$`),
		group:    1,
	},
	{
		id:       "password",
		keywords: []string{"* password"},
		re:       regexp.MustCompile(`\*\s+Password\s*:\s*([^\s(][^\n]{2,63})`),
		group:    1,
		accept:   func(s string, _ []string) bool { return !IsPlaceholder(s) }, // not "(null)"
	},
	{
		// Pass the hash: evil-winrm -H, nxc -H, impacket's -hashes LM:NT.
		id:       "nt-hash",
		keywords: []string{" -h "},
		re:       regexp.MustCompile(`\s-H[ \t]+([0-9a-fA-F]{32})\b`),
		group:    1,
		accept:   notEmptyNT,
	},
	{
		id:       "nt-hash",
		keywords: []string{"-hashes"},
		re:       regexp.MustCompile(`-hashes[ \t]+(?:[0-9a-fA-F]{32})?:([0-9a-fA-F]{32})\b`),
		group:    1,
		accept:   notEmptyNT,
	},
	{
		// Kerberoasting and AS-REP roasting hashes, and a ticket in base64 (kirbi starts doI).
		id:       "kerberos-hash",
		keywords: []string{"$krb5"},
		re:       regexp.MustCompile(`\$krb5(?:tgs|asrep|pa)\$\S{40,}`),
	},
	{
		id:       "kerberos-ticket",
		keywords: []string{"doie", "doif", "doig"},
		re:       regexp.MustCompile(`\bdoI[EFG][A-Za-z0-9+/]{100,}={0,2}`),
	},
	{
		// Responder's NTLMv2 capture: user::DOMAIN:challenge:NTProofStr:blob.
		id:       "netntlm-hash",
		keywords: []string{"::"},
		re:       regexp.MustCompile(`\b[^\s:]{1,64}::[^\s:]{1,64}:[0-9a-fA-F]{16}:[0-9a-fA-F]{32}:[0-9a-fA-F]{32,}`),
	},
	{
		// hashcat --show and john --show: an NT hash and what it was cracked to.
		id:       "password",
		keywords: []string{"hashcat", "john", "--show", "cracked"},
		re:       regexp.MustCompile(`(?m)^([0-9a-fA-F]{32}):([^\s:][^\n:]{2,63})$`),
		group:    2,
	},
	{
		id:       "nt-hash",
		keywords: []string{"hashcat", "john", "--show", "cracked"},
		re:       regexp.MustCompile(`(?m)^([0-9a-fA-F]{32}):[^\s:][^\n:]{2,63}$`),
		group:    1,
		accept:   notEmptyNT,
	},
}
