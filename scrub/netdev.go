package scrub

import (
	"regexp"
	"strings"
)

// Network devices' configurations and tools, which take a secret after a keyword of their own
// with no word for a password near it:
//
//	username admin privilege 15 secret 0 …      snmp-server user nms G v3 auth sha … priv aes 128 …
//	tacacs server ISE / key …                   set security ike policy P pre-shared-key ascii-text "…"
//	crypto isakmp key … address 0.0.0.0         config user radius / set secret …
//	radtest ines '…' 10.0.0.5 0 …               key = "…" (tac_plus)
//	-----BEGIN OpenVPN Static key V1----- / 16 lines of hex / -----END …
var netdevRules = []rule{
	withUser(netdevRule("netdev-password", []string{"username"},
		`username[ \t]+(\S+)(?:[ \t]+privilege[ \t]+\d+)?[ \t]+(?:password|secret)[ \t]+(?:[0-9][ \t]+)?([^\s\x60]{3,128})`, 200)),
	netdevRule("netdev-password", []string{"enable secret", "enable password"},
		`enable[ \t]+(?:password|secret)[ \t]+(?:[0-9][ \t]+)?([^\s\x60]{3,128})`, 160),
	netdevRule("netdev-key", []string{"tacacs", "radius server", "radius-server"},
		`(?m)^\s*(?:(?:tacacs|radius)-server\s+(?:host\s+\S+\s+(?:auth-port\s+\d+\s+)?(?:acct-port\s+\d+\s+)?)?key|key)\s+(?:[07]\s+)?(\S{3,128})\s*$`, 0),
	netdevRule("netdev-snmp", []string{"snmp-server user"},
		`snmp-server\s+user\s+\S+\s+\S+\s+v3\s+auth\s+(?:md5|sha\S*)\s+(\S{3,128})`, 300),
	netdevRule("netdev-snmp", []string{"snmp-server user"},
		`snmp-server\s+user\s+\S+\s+\S+\s+v3\s+auth\s+(?:md5|sha\S*)\s+\S+\s+priv\s+(?:des|3des|aes(?:\s+\d+)?)\s+(\S{3,128})`, 400),
	netdevRule("netdev-psk", []string{"pre-shared-key", "crypto isakmp key", "wpa-psk", "authentication-key"},
		`(?:pre-shared-key\s+(?:ascii-text\s+|hexadecimal\s+|local\s+|remote\s+)?(?:[06]\s+)?|crypto\s+isakmp\s+key\s+(?:[06]\s+)?|wpa-psk\s+ascii\s+(?:[07]\s+)?|authentication-key\s+(?:[07]\s+)?)"?([^"\s;]{3,128})"?`, 200),
	netdevRule("netdev-radius", []string{"radius-server"},
		`radius-server\s+\S+\s+secret\s+"?([^"\s;]{3,128})"?`, 200),
	netdevRule("netdev-fortios", []string{"set secret", "set psksecret", "set passwd"},
		`set\s+(?:secret|psksecret|passwd)\s+"?([^"\s]{3,128})"?[ \t]*(?:\r?\n|$)`, 160),
	netdevRule("netdev-tacplus", []string{"default service", "tac_plus"},
		`(?m)^\s*key\s*=\s*"?([^"\s]{3,128})"?\s*$`, 0),
	netdevRule("netdev-radtest", []string{"radtest"},
		`radtest\s+\S+\s+['"]?([^\s'"]{3,128})['"]?\s+\S+\s+\d+\s+\S+`, 400),
	netdevRule("netdev-radtest", []string{"radtest"},
		`radtest\s+\S+\s+\S+\s+\S+\s+\d+\s+['"]?([^\s'"]{3,128})`, 400),
	netdevRule("netdev-key", []string{"(config-radius-server)", "(config-tacacs-server)", "(config-radius)"},
		`\(config-(?:radius|tacacs)(?:-server)?\)#[ \t]*key[ \t]+(?:[07][ \t]+)?(\S{3,128})`, 200),
	netdevRule("netdev-key", []string{"message-digest-key"},
		`message-digest-key\s+\d+\s+md5\s+(?:[07]\s+)?(\S{3,128})`, 120),
	netdevRule("netdev-key", []string{"neighbor"},
		`neighbor\s+\S+\s+password\s+(?:[07]\s+)?(\S{3,128})`, 200),
	// Net-SNMP's communities and v3 users in snmpd.conf.
	netdevRule("netdev-snmp", []string{"rocommunity", "rwcommunity"},
		`r[ow]community6?[ \t]+([^\s"]{3,128})`, 160),
	netdevRule("netdev-snmp", []string{"createuser"},
		`createUser\s+\S+\s+(?:MD5|SHA\S*)\s+"?([^"\s]{3,128})`, 200),
	netdevRule("netdev-snmp", []string{"createuser"},
		`createUser\s+\S+\s+(?:MD5|SHA\S*)\s+"?[^"\s]+"?\s+(?:DES|AES\S*)\s+"?([^"\s]{3,128})`, 300),
	// OpenVPN's tls-auth and tls-crypt key: sixteen lines of hex between its markers.
	netdevRule("openvpn-static-key", []string{"-----begin openvpn static key"},
		`-----BEGIN OpenVPN Static key V1-----\r?\n((?:[0-9a-fA-F]{32}\r?\n){3,}?[0-9a-fA-F]{32})\r?\n-----END OpenVPN Static key V1-----`, 1200),
}

// netdevRule redacts the expression's last group, unless it is a reference or a placeholder.
// With a window the expression starts at its keyword and runs only there, however common the
// keyword ("username"); without one it runs over the text that holds a keyword.
func netdevRule(id string, keywords []string, expr string, window int) rule {
	re := regexp.MustCompile(expr)
	return rule{id: id, keywords: keywords, re: re, group: re.NumSubexp(), window: window,
		accept: func(s string, _ []string) bool { return !isReference(s) && !IsPlaceholder(s) && s != "ENC" }}
}

// withUser: the word after "username" is a user, not prose's "username and password plus …".
func withUser(r rule) rule {
	accept := r.accept
	r.accept = func(s string, m []string) bool {
		return len(m) > 0 && !proseJoins[strings.ToLower(m[0])] && accept(s, m)
	}
	return r
}

var proseJoins = setOf(`and or & / + and/or nor plus with`)
