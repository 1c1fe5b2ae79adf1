package main

// heldout_bj_msp.go: secrets as an MSP or a data-centre technician pastes them: BMC consoles,
// hypervisors, hosting panels, registrars and DNS APIs, backup appliances, RMM and PSA tools,
// remote-support sessions, onboarding sheets and network device configs.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

type hbjCase func() (format, text string, secs []string)

func hbjFrom(cat string, keep int, cases []hbjCase) func() Sample {
	return func() Sample {
		f, t, s := cases[rng.IntN(len(cases))]()
		return hbjKeep(hbjSec(cat, f, hbjSpeaker(f, t), s...), keep)
	}
}

func hbjMSPGens() []hbjGen {
	return []hbjGen{
		{22, hbjFrom("bmc-console", 1, hbjBMC)},
		{18, hbjFrom("hypervisor", 1, hbjVirt)},
		{12, hbjFrom("hosting-panel", 1, hbjHosting)},
		{14, hbjFrom("registrar-dns-api", 1, hbjDNS)},
		{12, hbjFrom("backup-appliance", 1, hbjBackup)},
		{16, hbjFrom("rmm-psa", 1, hbjRMM)},
		{14, hbjFrom("remote-support", 1, hbjRemote)},
		{12, hbjFrom("onboarding-sheet", 2, []hbjCase{hbjOnboard})},
		{14, hbjFrom("network-config", 2, hbjNet)},
	}
}

func hbjOne(format, tmpl string, kv ...string) (string, string, []string) {
	var secs []string
	for i := 0; i+1 < len(kv); i += 2 {
		if kv[i] == "{S}" || kv[i] == "{S1}" || kv[i] == "{S2}" {
			secs = append(secs, kv[i+1])
		}
	}
	return format, hbjFill(tmpl, kv...), secs
}

var hbjBMC = []hbjCase{
	func() (string, string, []string) {
		p := hbjR("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 8)
		return hbjOne("chat", hbjP("iLO on {HOST} still has the pull-tag password: Administrator / {S}",
			"{HOST} iLO 5 default pw from the tag = {S} (user Administrator)",
			"HPE tag on {RACK} says Administrator {S}"), "{S}", p)
	},
	func() (string, string, []string) {
		p := hbjR(upper, 10)
		return hbjOne("notes", "Supermicro {HOST} ({RACK})\nBMC: https://{IP}\nADMIN / {S}  (unique pw from the sticker)\nBIOS 3.4, BMC fw 1.73", "{S}", p)
	},
	func() (string, string, []string) {
		p := hbjPw()
		return hbjOne("shell", hbjP("racadm -r {IP} -u root -p '{S}' serveraction powercycle",
			"racadm -r {IP} -u root -p \"{S}\" getsysinfo",
			"sudo ipmitool -I lanplus -H {IP} -U ADMIN -P '{S}' chassis power status",
			"ipmitool -I lanplus -H {IP} -U root -P {S} sol activate"), "{S}", strings.NewReplacer("'", "", "\"", "").Replace(p))
	},
	func() (string, string, []string) {
		p := hbjPw()
		return hbjOne("chat", hbjP("changed the iDRAC root pw on {HOST} to {S}",
			"iDRAC for {HOST} is now root / {S} — the calvin default is gone",
			"new iDRAC password ({HOST}): {S}"), "{S}", p)
	},
	func() (string, string, []string) {
		p := hbjPwURL()
		return hbjOne("shell", "curl -k -u root:{S} https://{IP}/redfish/v1/Systems/System.Embedded.1 | jq .PowerState", "{S}", p)
	},
	func() (string, string, []string) {
		p := hbjPw()
		return hbjOne("ansible", "# host_vars/{HOST}.yml\nbmc_address: {IP}\nbmc_user: root\nbmc_password: \"{S}\"\nbmc_vendor: dell", "{S}", p)
	},
	func() (string, string, []string) {
		p := hbjPw()
		return hbjOne("ticket", "{TICKET} DC visit {DATE}\nTech: {TECH}\nCage {RACK}, crash cart used.\niLO reset to factory, new Administrator password: {S}\nBadge returned at 17:40.", "{S}", p)
	},
	func() (string, string, []string) {
		p := hbjPw()
		return hbjOne("chat-de", "iDRAC-Passwort von {HOST} ist jetzt {S}, bitte im Passwortsafe ändern", "{S}", p)
	},
	func() (string, string, []string) {
		p := hbjPw()
		return hbjOne("powershell", "$cred = New-Object PSCredential('Administrator', (ConvertTo-SecureString '{S}' -AsPlainText -Force))\nConnect-HPEiLO -Address {IP} -Credential $cred -DisableCertificateAuthentication", "{S}", strings.ReplaceAll(p, "'", ""))
	},
}

var hbjVirt = []hbjCase{
	func() (string, string, []string) {
		p := hbjPw()
		return hbjOne("chat", hbjP("vCenter: administrator@vsphere.local / {S}",
			"vcsa.{DOMAIN} SSO admin pw is {S}",
			"for the vCenter at {CLIENT} log in as administrator@vsphere.local with {S}"), "{S}", p)
	},
	func() (string, string, []string) {
		p := hbjPw()
		return hbjOne("notes", "ESXi hosts ({CLIENT})\n{HOST}  {IP}  root  {S}\n{HOST2}  {IP2}  root  same\nlockdown mode: normal", "{S}", p)
	},
	func() (string, string, []string) {
		u := hbjUUID()
		return hbjOne("shell", hbjP("curl -k -H 'Authorization: PVEAPIToken=root@pam!monitoring={S}' https://{IP}:8006/api2/json/nodes",
			"export PVE_TOKEN='zabbix@pve!zbx={S}'"), "{S}", u)
	},
	func() (string, string, []string) {
		u := hbjUUID()
		return hbjOne("hcl", "provider \"proxmox\" {\n  pm_api_url          = \"https://{IP}:8006/api2/json\"\n  pm_api_token_id     = \"terraform@pve!tf\"\n  pm_api_token_secret = \"{S}\"\n  pm_tls_insecure     = true\n}", "{S}", u)
	},
	func() (string, string, []string) {
		p := hbjPw()
		return hbjOne("env", "export GOVC_URL=https://vcsa.{DOMAIN}/sdk\nexport GOVC_USERNAME=administrator@vsphere.local\nexport GOVC_PASSWORD='{S}'\nexport GOVC_INSECURE=1", "{S}", strings.ReplaceAll(p, "'", ""))
	},
	func() (string, string, []string) {
		p := hbjPw()
		return hbjOne("powershell", "Connect-VIServer -Server vcsa.{DOMAIN} -User administrator@vsphere.local -Password '{S}'\nGet-VM | Where-Object {$_.PowerState -eq 'PoweredOff'}", "{S}", strings.ReplaceAll(p, "'", ""))
	},
	func() (string, string, []string) {
		p := hbjPw()
		return hbjOne("chat", hbjP("proxmox root@pam pw for {HOST}: {S}", "PVE web ui https://{IP}:8006 root / {S}"), "{S}", p)
	},
	func() (string, string, []string) {
		p := hbjPw()
		return hbjOne("powershell", "$pw = ConvertTo-SecureString \"{S}\" -AsPlainText -Force\n$c = New-Object System.Management.Automation.PSCredential(\"{SLUG}\\hvadmin\", $pw)\nEnter-PSSession -ComputerName {HOST} -Credential $c", "{S}", strings.ReplaceAll(p, "$", "#"))
	},
	func() (string, string, []string) {
		p := hbjPw()
		return hbjOne("chat-fr", "le mot de passe root de l'ESXi {HOST} est {S}", "{S}", p)
	},
}

var hbjHosting = []hbjCase{
	func() (string, string, []string) {
		tk := hbjR(upper+digits, 32)
		return hbjOne("shell", "curl -H 'Authorization: whm root:{S}' 'https://{HOST}.{DOMAIN}:2087/json-api/listaccts?api.version=1'", "{S}", tk)
	},
	func() (string, string, []string) {
		tk := hbjR(upper+digits, 32)
		return hbjOne("chat", hbjP("cPanel API token for {SLUG}: {S}", "WHM token (reseller {SLUG}) = {S}"), "{S}", tk)
	},
	func() (string, string, []string) {
		k := hbjUUID()
		return hbjOne("shell", "curl -sk -H 'X-API-Key: {S}' https://plesk.{DOMAIN}:8443/api/v2/domains", "{S}", k)
	},
	func() (string, string, []string) {
		p := hbjPw()
		return hbjOne("email", "Dear customer,\n\nyour hosting account is ready.\ncPanel: https://{DOMAIN}:2083\nUsername: {SLUG}\nPassword: {S}\n\nKind regards,\nSupport", "{S}", p)
	},
	func() (string, string, []string) {
		p := hbjPw()
		return hbjOne("chat", "plesk admin pw on {HOST} reset → {S}", "{S}", p)
	},
	func() (string, string, []string) {
		p := hbjPwURL()
		return hbjOne("shell", "lftp -u {SLUG},{S} ftp.{DOMAIN} -e 'mirror public_html ./backup; quit'", "{S}", p)
	},
}

var hbjDNS = []hbjCase{
	func() (string, string, []string) {
		k, s := hbjR(alnum, hbjI(10, 14))+"_"+hbjR(alnum, 22), hbjR(alnum, 22)
		return hbjOne("shell", "curl -X GET -H 'Authorization: sso-key {S1}:{S2}' https://api.godaddy.com/v1/domains/{DOMAIN}/records/A", "{S1}", k, "{S2}", s)
	},
	func() (string, string, []string) {
		k := hbjR(hexs, 32)
		return hbjOne("url", "https://api.namecheap.com/xml.response?ApiUser={SLUG}msp&ApiKey={S}&UserName={SLUG}msp&Command=namecheap.domains.getList&ClientIp={IP}", "{S}", k)
	},
	func() (string, string, []string) {
		a, b := "pk1_"+hbjR(hexs, 64), "sk1_"+hbjR(hexs, 64)
		return hbjOne("json", "{\n  \"apikey\": \"{S1}\",\n  \"secretapikey\": \"{S2}\"\n}", "{S1}", a, "{S2}", b)
	},
	func() (string, string, []string) {
		t := hbjR(b64url, 40)
		return hbjOne("ini", "# /root/.secrets/cloudflare.ini (certbot)\ndns_cloudflare_api_token = {S}", "{S}", t)
	},
	func() (string, string, []string) {
		k := hbjR(hexs, 37)
		return hbjOne("env", "CF_Email=hostmaster@{DOMAIN}\nCF_Key={S}\n# acme.sh --dns dns_cf", "{S}", k)
	},
	func() (string, string, []string) {
		a, b, c := hbjR(alnum, 16), hbjR(alnum, 32), hbjR(alnum, 32)
		return hbjOne("ini", "[default]\nendpoint=ovh-eu\n\n[ovh-eu]\napplication_key={K}\napplication_secret={S1}\nconsumer_key={S2}", "{K}", a, "{S1}", b, "{S2}", c)
	},
	func() (string, string, []string) {
		t := hbjR(alnum, 32)
		return hbjOne("shell", "curl -H \"Auth-API-Token: {S}\" https://dns.hetzner.com/api/v1/zones", "{S}", t)
	},
	func() (string, string, []string) {
		p := hbjPw()
		return hbjOne("chat", hbjP("registrar login for {DOMAIN} (Namecheap): {SLUG}msp / {S}",
			"{CLIENT}'s domains are at GoDaddy, acct {SLUG}office, pw {S}",
			"EPP/auth code for {DOMAIN} transfer: {S}"), "{S}", p)
	},
	func() (string, string, []string) {
		id, sec := hbjAWSID(), hbjAWSSecret()
		return hbjOne("ini", "# route53 updater for {DOMAIN}\n[route53]\naws_access_key_id = {S1}\naws_secret_access_key = {S2}\nregion = eu-west-1", "{S1}", id, "{S2}", sec)
	},
}

var hbjBackup = []hbjCase{
	func() (string, string, []string) {
		p := hbjPw()
		return hbjOne("chat", hbjP("Veeam encryption password for {CLIENT} jobs: {S} — without it the offsite copies are useless",
			"VBR config backup pw = {S}", "the veeam job encryption pw hint is 'dog' and the pw is {S}"), "{S}", p)
	},
	func() (string, string, []string) {
		p := hbjPw()
		return hbjOne("notes", "Synology {HOST} (DS920+, {RACK})\nDSM https://{IP}:5001\nadmin account disabled, use {SLUG}adm / {S}\nHyper Backup to C2 nightly 01:00", "{S}", p)
	},
	func() (string, string, []string) {
		id, k := "005"+hbjR(hexs, 22), "K005"+hbjR(alnum+"+/", 27)
		return hbjOne("shell", "b2 account authorize {S1} {S2}\nb2 ls b2://{SLUG}-veeam", "{S1}", id, "{S2}", k)
	},
	func() (string, string, []string) {
		id, sec := hbjR(upper+digits, 20), hbjR(alnum, 40)
		return hbjOne("notes", "Wasabi bucket {SLUG}-immutable (eu-central-2)\naccess key: {S1}\nsecret key: {S2}\nobject lock: 30 days", "{S1}", id, "{S2}", sec)
	},
	func() (string, string, []string) {
		p := hbjPw()
		return hbjOne("ticket", "{TICKET} Datto SIRIS at {CLIENT} offline\nLocal web UI https://{IP} login admin, pw {S}\nReplaced PSU, device back online {DATE}", "{S}", p)
	},
	func() (string, string, []string) {
		p := hbjPwURL()
		return hbjOne("shell", "restic -r s3:s3.wasabisys.com/{SLUG}-restic snapshots\n# RESTIC_PASSWORD={S}", "{S}", p)
	},
}

var hbjRMM = []hbjCase{
	func() (string, string, []string) {
		id, sec := hbjR(b64url, 32), hbjR(b64url, 52)
		return hbjOne("json", "{\n  \"ninjaone\": {\n    \"region\": \"eu\",\n    \"client_id\": \"{ID}\",\n    \"client_secret\": \"{S}\"\n  }\n}", "{ID}", id, "{S}", sec)
	},
	func() (string, string, []string) {
		pub, priv := hbjR(alnum, 16), hbjR(alnum, 16)
		return hbjOne("notes", "ConnectWise Manage API member 'apiRMM'\nCompany: {SLUG}msp\nPublic key: {PUB}\nPrivate key: {S}\nClientId in 1Password", "{PUB}", pub, "{S}", priv)
	},
	func() (string, string, []string) {
		pub, priv := hbjR(alnum, 16), hbjR(alnum, 16)
		b := base64.StdEncoding.EncodeToString([]byte(hbjSlug(hbjClient()) + "+" + pub + ":" + priv))
		return hbjOne("shell", "curl -H 'Authorization: Basic {S}' -H 'clientId: {CID}' https://api-eu.myconnectwise.net/v4_6_release/apis/3.0/service/tickets?pageSize=5", "{S}", b, "{CID}", hbjUUID())
	},
	func() (string, string, []string) {
		k := hbjR(hexs, 32)
		return hbjOne("powershell", "$headers = @{ 'X-API-KEY' = '{S}' }\nInvoke-RestMethod -Uri 'https://app.atera.com/api/v3/agents' -Headers $headers", "{S}", k)
	},
	func() (string, string, []string) {
		k := hbjR(alnum, 24)
		return hbjOne("chat", hbjP("Hudu API key: {S} (read-only, for the doc sync)", "hudu key for the asset import script → {S}"), "{S}", k)
	},
	func() (string, string, []string) {
		k := "ITG." + hbjR(hexs, 32) + "." + hbjR(b64url, 40)
		return hbjOne("env", "ITGLUE_API_URL=https://api.eu.itglue.com\nITGLUE_API_KEY={S}\nSYNC_INTERVAL=3600", "{S}", k)
	},
	func() (string, string, []string) {
		k, s := hbjR(upper+digits, 32), hbjR(upper+digits, 32)
		return hbjOne("notes", "Datto RMM API (platform merlot)\nAPI key: {S1}\nAPI secret: {S2}", "{S1}", k, "{S2}", s)
	},
	func() (string, string, []string) {
		p := hbjPw()
		return hbjOne("chat", hbjP("Kaseya VSA master admin: {SLUG}-msp / {S}", "NinjaOne break-glass account pw is {S}, MFA seed is in the safe"), "{S}", p)
	},
	func() (string, string, []string) {
		k := hbjR(alnum, 24)
		return hbjOne("python", "import requests\n\nHUDU = 'https://docs.{SLUG}msp.com/api/v1'\nheaders = {'x-api-key': '{S}'}\nr = requests.get(HUDU + '/companies', headers=headers)", "{S}", k)
	},
}

var hbjRemote = []hbjCase{
	func() (string, string, []string) {
		p := hbjR(lower+digits, 6)
		id := fmt.Sprintf("%d %03d %03d %03d", hbjI(1, 1), hbjI(100, 999), hbjI(100, 999), hbjI(100, 999))
		return hbjOne("chat", hbjP("TeamViewer {ID} pw {S}", "she's on TeamViewer, ID {ID}, password {S}", "TV: {ID} / {S}"), "{ID}", id, "{S}", p)
	},
	func() (string, string, []string) {
		p := hbjPw()
		id := hbjDigits(9)
		return hbjOne("chat", hbjP("AnyDesk {ID}, unattended pw {S}", "anydesk id {ID} — unattended access password: {S}"), "{ID}", id, "{S}", p)
	},
	func() (string, string, []string) {
		p := hbjPw()
		return hbjOne("shell", "echo '{S}' | sudo anydesk --set-password\nanydesk --get-id", "{S}", strings.ReplaceAll(p, "'", ""))
	},
	func() (string, string, []string) {
		p := hbjR(lower+digits, hbjI(6, 8))
		id := hbjDigits(10)
		return hbjOne("ticket", "{TICKET} remote session\nUser {TECH2} at {CLIENT} read out: TeamViewer ID {ID}, password {S}\nFixed Outlook profile.", "{ID}", id, "{S}", p)
	},
	func() (string, string, []string) {
		p := hbjR(digits, 4)
		return hbjOne("chat-de", "TeamViewer-ID {ID}, Kennwort {S} (gilt nur für diese Sitzung)", "{ID}", hbjDigits(10), "{S}", p+hbjR(lower, 2))
	},
	func() (string, string, []string) {
		p := hbjPw()
		return hbjOne("notes", "ScreenConnect on-prem ({HOST})\nhttps://support.{DOMAIN}\nadmin user: {SLUG}admin\nadmin pw: {S}\nrelay port 8041", "{S}", p)
	},
	func() (string, string, []string) {
		p := hbjPw()
		return hbjOne("chat-es", "AnyDesk {ID}, contraseña de acceso desatendido: {S}", "{ID}", hbjDigits(9), "{S}", p)
	},
}

func hbjOnboard() (string, string, []string) {
	c := hbjClient()
	slug := hbjSlug(c)
	lines := []string{fmt.Sprintf("Client onboarding – %s", c), fmt.Sprintf("Primary contact: %s (office manager)", hbjPL(hbjTechs)),
		fmt.Sprintf("Site: %s, comms cupboard %s", hbjP("ground floor", "basement", "2nd floor", "server room B"), fmt.Sprintf("R%02d", hbjI(1, 9)))}
	var secs []string
	type item struct{ label, val string }
	pool := []func() item{
		func() item {
			p := hbjPw()
			secs = append(secs, p)
			return item{"Firewall (" + hbjIP() + "): admin / ", p}
		},
		func() item {
			p := hbjPw()
			secs = append(secs, p)
			return item{"M365 global admin: admin@" + slug + ".onmicrosoft.com  pw: ", p}
		},
		func() item {
			p := hbjHumanPw()
			secs = append(secs, p)
			return item{"Wi-Fi " + strings.ToUpper(slug) + "-STAFF key: ", p}
		},
		func() item {
			p := hbjPw()
			secs = append(secs, p)
			return item{"Domain admin " + strings.ToUpper(slug) + "\\msp_admin: ", p}
		},
		func() item { p := hbjR(digits, 4); secs = append(secs, p); return item{"Alarm code (front door): ", p} },
		func() item { p := hbjPw(); secs = append(secs, p); return item{"NAS admin pw: ", p} },
		func() item {
			p := hbjR(upper+digits, 8)
			secs = append(secs, p)
			return item{"iLO Administrator (tag): ", p}
		},
		func() item {
			return item{"ISP: " + hbjP("BT Business", "Telekom", "Comcast Business", "Orange Pro") + ", circuit ", hbjR(upper, 3) + hbjR(digits, 8)}
		},
		func() item { return item{"Printers: ", hbjP("2x Kyocera", "HP M479", "Canon iR-ADV C3826")} },
		func() item {
			return item{"Backup: ", hbjP("Veeam B&R to NAS + Wasabi", "Datto SIRIS 3", "Synology Hyper Backup")}
		},
	}
	order := rng.Perm(len(pool))
	n := hbjI(4, 7)
	for _, i := range order[:n] {
		it := pool[i]()
		lines = append(lines, "- "+it.label+it.val)
	}
	if len(secs) == 0 {
		p := hbjPw()
		secs = append(secs, p)
		lines = append(lines, "- Local admin (LAPS off!): "+p)
	}
	lines = append(lines, "Signed off by "+hbjPL(hbjTechs)+" on "+hbjDate())
	return hbjP("notes", "markdown", "ticket"), strings.Join(lines, "\n"), secs
}

var hbjNet = []hbjCase{
	func() (string, string, []string) {
		p := hbjPw()
		return hbjOne("cisco", "hostname {HOST}\n!\nusername netadmin privilege 15 secret 0 {S}\nenable secret 0 {S}\n!\ninterface GigabitEthernet1/0/1\n description uplink-fw", "{S}", p)
	},
	func() (string, string, []string) {
		h := fmt.Sprintf("%02d%s", hbjI(0, 15), strings.ToUpper(hbjR(hexs, hbjI(10, 20))))
		return hbjOne("cisco", "!\nusername admin privilege 15 password 7 {S}\nline vty 0 4\n login local\n transport input ssh", "{S}", h)
	},
	func() (string, string, []string) {
		c := hbjP(hbjR(alnum, hbjI(8, 14)), strings.ToLower(hbjPL(hbjWords))+hbjR(digits, 3)+"ro")
		return hbjOne("cisco", "snmp-server community {S} RO 10\nsnmp-server location {CLIENT} {RACK}\nsnmp-server contact noc@{DOMAIN}", "{S}", c)
	},
	func() (string, string, []string) {
		c := hbjR(alnum, hbjI(10, 16))
		return hbjOne("shell", "snmpwalk -v2c -c {S} {IP} 1.3.6.1.2.1.1", "{S}", c)
	},
	func() (string, string, []string) {
		a, b := hbjPw(), hbjPw()
		return hbjOne("shell", "snmpwalk -v3 -l authPriv -u librenms -a SHA -A '{S1}' -x AES -X '{S2}' {IP} sysDescr", "{S1}", strings.ReplaceAll(a, "'", ""), "{S2}", strings.ReplaceAll(b, "'", ""))
	},
	func() (string, string, []string) {
		p := hbjPw()
		return hbjOne("fortios", "config system admin\n    edit \"{SLUG}-admin\"\n        set accprofile \"super_admin\"\n        set password {S}\n    next\nend", "{S}", p)
	},
	func() (string, string, []string) {
		k := hbjPw()
		return hbjOne("fortios", "config vpn ipsec phase1-interface\n    edit \"to-{SLUG}-dc\"\n        set interface \"wan1\"\n        set remote-gw {IP}\n        set psksecret {S}\n    next\nend", "{S}", k)
	},
	func() (string, string, []string) {
		p := hbjPw()
		return hbjOne("routeros", "/user add name=msp group=full password={S}\n/ip service set telnet disabled=yes", "{S}", p)
	},
	func() (string, string, []string) {
		k := hbjPw()
		return hbjOne("notes", "Site-to-site VPN {CLIENT} <-> DC\nPeer {IP} / {IP2}\nIKEv2, AES256/SHA256, DH14\nPSK: {S}\nTunnel up since {DATE}", "{S}", k)
	},
	func() (string, string, []string) {
		h := "$1$" + hbjR(alnum, 4) + "$" + hbjR(alnum+"./", 22)
		return hbjOne("cisco", "enable secret 5 {S}\nservice password-encryption\nip domain-name {DOMAIN}", "{S}", h)
	},
	func() (string, string, []string) {
		k := hbjR(alnum, 32)
		return hbjOne("conf", "# /etc/raddb/clients.conf\nclient {SLUG}-wlc {\n    ipaddr = {IP}\n    secret = {S}\n}", "{S}", k)
	},
}
