package main

// heldout_bj_traps.go: MSP and data-centre text that must come back unchanged: serial numbers,
// service and asset tags, MAC, IP and WWN addresses, rack positions, tickets, invoice lines,
// remote-support ids without a password, logins whose password lives in a vault, firmware
// versions and talk about consoles without a credential in it.

import (
	"fmt"
	"strings"
)

type hbjTCase func() (format, text string)

func hbjTFrom(cat string, cases []hbjTCase) func() Sample {
	return func() Sample {
		f, t := cases[rng.IntN(len(cases))]()
		return hbjTrap(cat, f, hbjSpeaker(f, t))
	}
}

func hbjTrapGens() []hbjGen {
	return []hbjGen{
		{28, hbjTFrom("trap-serial-tag", hbjTSerial)},
		{28, hbjTFrom("trap-address", hbjTAddr)},
		{22, hbjTFrom("trap-ticket", hbjTTicket)},
		{18, hbjTFrom("trap-invoice-license", hbjTInvoice)},
		{14, hbjTFrom("trap-remote-id", hbjTRemote)},
		{26, hbjTFrom("trap-login-no-password", hbjTVault)},
		{18, hbjTFrom("trap-version-build", hbjTVersion)},
		{20, hbjTFrom("trap-console-talk", hbjTConsole)},
	}
}

func hbjT(format, tmpl string, kv ...string) (string, string) {
	if len(kv)%2 == 1 {
		kv = kv[:len(kv)-1]
	}
	return format, hbjFill(tmpl, kv...)
}

func hbjServiceTag() string { return hbjR("BCDFGHJKLMNPQRSTVWXYZ0123456789", 7) }
func hbjHPESerial() string {
	return hbjP("CZJ", "CZ2", "MXQ", "SGH", "2M2") + hbjR(digits, 3) + hbjR(upper+digits, 4)
}
func hbjMAC(sep string) string {
	p := make([]string, 6)
	for i := range p {
		p[i] = hbjR(hexs, 2)
	}
	if hbjCoin(40) {
		return strings.ToUpper(strings.Join(p, sep))
	}
	return strings.Join(p, sep)
}
func hbjWWN() string {
	p := []string{"50", hbjR(hexs, 2)[:1] + "0", hbjR(hexs, 2), hbjR(hexs, 2), hbjR(hexs, 2), hbjR(hexs, 2), hbjR(hexs, 2), hbjR(hexs, 2)}
	return strings.Join(p, ":")
}

var hbjTSerial = []hbjTCase{
	func() (string, string) {
		return hbjT("chat", "Dell service tag for {HOST} is {ST}, warranty until {DATE}", "{ST}", hbjServiceTag())
	},
	func() (string, string) {
		return hbjT("csv", "asset_tag,hostname,model,serial,location\nAT-{N1},{HOST},PowerEdge R650,{ST},{RACK}\nAT-{N2},{HOST2},ProLiant DL380 Gen10,{SN},{RACK}", "{N1}", hbjR(digits, 5), "{N2}", hbjR(digits, 5), "{ST}", hbjServiceTag(), "{SN}", hbjHPESerial())
	},
	func() (string, string) {
		return hbjT("ticket", "{TICKET} RMA request\nModel: HPE ProLiant DL360 Gen10\nSerial: {SN}\nPart: P{P}-B21 (PSU 800W)\nCase opened with HPE on {DATE}", "{SN}", hbjHPESerial(), "{P}", hbjR(digits, 5))
	},
	func() (string, string) {
		return hbjT("chat", "Synology serial {SN} — DS920+ in {CLIENT}'s cupboard", "{SN}", hbjR(digits, 4)+hbjR(upper, 3)+hbjR(digits, 6))
	},
	func() (string, string) {
		return hbjT("notes", "Label printed for rack {RACK}:\n  {HOST}\n  S/N {ST}\n  Asset #{N1}\n  Owner: {CLIENT}", "{ST}", hbjServiceTag(), "{N1}", hbjR(digits, 6))
	},
	func() (string, string) {
		return hbjT("chat", "Lenovo MTM 7Z73CTO1WW, serial J30{SN}, Express Service Code {ESC}", "{SN}", hbjR(upper+digits, 5), "{ESC}", hbjR(digits, 11))
	},
	func() (string, string) {
		return hbjT("terminal", "$ racadm getsvctag\n{ST}\n$ racadm getsysinfo | grep -i 'system model'\nSystem Model            = PowerEdge R750", "{ST}", hbjServiceTag())
	},
	func() (string, string) {
		return hbjT("chat-de", "Seriennummer der USV: {SN}, Batterietausch fällig am {DATE}", "{SN}", "AS"+hbjR(digits, 10))
	},
	func() (string, string) {
		return hbjT("markdown", "| Asset | Serial | Purchased |\n|---|---|---|\n| Cisco C9300-48P | FOC{SN} | {DATE} |\n| APC SMT1500RMI2U | AS{SN2} | {DATE} |", "{SN}", hbjR(digits, 4)+hbjR(upper+digits, 4), "{SN2}", hbjR(digits, 10))
	},
}

var hbjTAddr = []hbjTCase{
	func() (string, string) {
		return hbjT("chat", "iDRAC NIC MAC is {M}, DHCP reservation on {IP} please", "{M}", hbjMAC(":"))
	},
	func() (string, string) {
		return hbjT("terminal", "{HOST}#show mac address-table interface Gi1/0/{N}\n          Mac Address Table\n-------------------------------------------\nVlan    Mac Address       Type        Ports\n----    -----------       --------    -----\n  20    {M}    DYNAMIC     Gi1/0/{N}", "{M}", hbjR(hexs, 4)+"."+hbjR(hexs, 4)+"."+hbjR(hexs, 4), "{N}", fmt.Sprint(hbjI(1, 48)))
	},
	func() (string, string) {
		return hbjT("notes", "SAN zoning for {HOST}\n  HBA port 1 WWN {W1}\n  HBA port 2 WWN {W2}\n  array target {W3}", "{W1}", hbjWWN(), "{W2}", hbjWWN(), "{W3}", hbjWWN())
	},
	func() (string, string) {
		return hbjT("chat", "moved {HOST} from {RACK} to R{N}-U{U}, same IPs ({IP}, {IP2})", "{N}", fmt.Sprintf("%02d", hbjI(1, 30)), "{U}", fmt.Sprintf("%02d", hbjI(1, 42)))
	},
	func() (string, string) {
		return hbjT("csv", "port,description,vlan,mac\nGi1/0/{N},{HOST},20,{M1}\nGi1/0/{N2},{HOST2},30,{M2}", "{N}", fmt.Sprint(hbjI(1, 24)), "{N2}", fmt.Sprint(hbjI(25, 48)), "{M1}", hbjMAC("-"), "{M2}", hbjMAC("-"))
	},
	func() (string, string) {
		return hbjT("chat", "IPv6 for the new VLAN: 2001:db8:{A}:{B}::/64, gateway 2001:db8:{A}:{B}::1", "{A}", hbjR(hexs, 4), "{B}", hbjR(hexs, 2))
	},
	func() (string, string) {
		return hbjT("yaml", "switches:\n  - name: {HOST}\n    mgmt_ip: {IP}\n    rack: {RACK}\n    mac: \"{M}\"\n    uplink: Te1/1/1", "{M}", hbjMAC(":"))
	},
	func() (string, string) {
		return hbjT("log", "{DATE} {LTIME} dhcpd: DHCPACK on {IP} to {M} ({HOST}) via eth1", "{M}", hbjMAC(":"))
	},
	func() (string, string) {
		return hbjT("chat-fr", "le serveur {HOST} est en baie {RACK}, adresse {IP}, MAC {M}", "{M}", hbjMAC(":"))
	},
	func() (string, string) {
		return hbjT("notes", "Cross-connect order {TICKET}\nA-side: {RACK} patch panel PP{N} port {P}\nZ-side: MMR-2 panel {P2}\nFibre LC/LC OM4", "{N}", fmt.Sprint(hbjI(1, 9)), "{P}", fmt.Sprint(hbjI(1, 24)), "{P2}", fmt.Sprint(hbjI(1, 96)))
	},
}

var hbjTTicket = []hbjTCase{
	func() (string, string) {
		return hbjT("ticket", "Ticket {TICKET} – {CLIENT}\nSummary: printer on 2nd floor offline\nAssigned: {TECH}\nStatus: Waiting on customer\nSLA: 8h", "")
	},
	func() (string, string) {
		return hbjT("chat", "merged {TICKET} into {T2}, same root cause (DNS forwarder on {HOST})", "{T2}", hbjTicket())
	},
	func() (string, string) {
		return hbjT("email", "Subject: [{TICKET}] Scheduled maintenance {DATE}\n\nHi all,\n\nwe will patch {HOST} and {HOST2} between {TIME} and 23:00.\nExpect up to 15 minutes of downtime.\n\nRegards,\n{TECH}\nService Desk", "")
	},
	func() (string, string) {
		return hbjT("notes", "Handover {TICKET}\n- Veeam job '{SLUG}-daily' failing since {DATE}, repo 93% full\n- Credentials: in IT Glue under {CLIENT} > Backup\n- Next step: expand repo or shorten retention", "")
	},
	func() (string, string) {
		return hbjT("chat", "ConnectWise ticket {N} is the one for the {CLIENT} firewall swap, Autotask number {TICKET}", "{N}", hbjDigits(6))
	},
	func() (string, string) {
		return hbjT("markdown", "| Ticket | Client | Tech | Hours |\n|---|---|---|---|\n| {TICKET} | {CLIENT} | {TECH} | 1.5 |\n| {T2} | {CLIENT} | {TECH2} | 0.25 |", "{T2}", hbjTicket())
	},
	func() (string, string) {
		return hbjT("ticket", "{TICKET}: user locked out after password expiry.\nResolution: unlocked account in AD, user reset own password via SSPR.\nTime: 10 min", "")
	},
	func() (string, string) {
		return hbjT("chat-de", "Ticket {TICKET} erledigt, Kunde {CLIENT} hat bestätigt.", "")
	},
}

var hbjTInvoice = []hbjTCase{
	func() (string, string) {
		return hbjT("invoice", "INVOICE {N}\nBill to: {CLIENT}\n1 x Veeam Data Platform Foundation, 10 instances, SKU V-FOUND-VU-P0000-00  Contract ID {C}\n1 x Onsite labour 2h\nTotal due within 30 days", "{N}", "INV-"+hbjR(digits, 6), "{C}", hbjR(digits, 8))
	},
	func() (string, string) {
		return hbjT("csv", "sku,description,qty,unit_price\n{P}-B21,HPE 32GB DDR4 RDIMM,4,189.00\n{P2}-B21,HPE 1.92TB SATA SSD,2,410.00", "{P}", "P"+hbjR(digits, 5), "{P2}", "P"+hbjR(digits, 5))
	},
	func() (string, string) {
		return hbjT("chat", "Microsoft agreement number {N}, CSP tenant {U} — renew before {DATE}", "{N}", hbjR(digits, 8), "{U}", hbjUUID())
	},
	func() (string, string) {
		return hbjT("invoice", "Order {N} — Dell PowerEdge R660xs, Service Tag {ST}, ProSupport 5Y NBD, Dell order number {O}", "{N}", "PO-"+hbjR(digits, 5), "{ST}", hbjServiceTag(), "{O}", hbjR(digits, 10))
	},
	func() (string, string) {
		return hbjT("notes", "Licensing {CLIENT}\n- M365 Business Premium x 25 (renews {DATE})\n- ESET PROTECT Entry, public license ID {L}\n- Windows Server 2022 Std 16-core x2, OEM", "{L}", hbjR(upper+digits, 3)+"-"+hbjR(upper+digits, 3)+"-"+hbjR(upper+digits, 3))
	},
	func() (string, string) {
		return hbjT("chat", "the part number on the quote is {P}, not the old 0{P2}", "{P}", hbjR(digits, 3)+"-"+hbjR(upper+digits, 5), "{P2}", hbjR(upper+digits, 6))
	},
}

var hbjTRemote = []hbjTCase{
	func() (string, string) {
		return hbjT("chat", "TeamViewer ID {N}, she'll read you the password over the phone", "{N}", fmt.Sprintf("1 %03d %03d %03d", hbjI(100, 999), hbjI(100, 999), hbjI(100, 999)))
	},
	func() (string, string) {
		return hbjT("chat", "AnyDesk address {N} — ask {TECH2} to accept the session request", "{N}", hbjDigits(9))
	},
	func() (string, string) {
		return hbjT("ticket", "{TICKET} remote session via ScreenConnect, session code {N}, duration 00:{M}:12", "{N}", hbjR(digits, 6), "{M}", fmt.Sprintf("%02d", hbjI(5, 59)))
	},
	func() (string, string) {
		return hbjT("chat-de", "AnyDesk-ID {N}, Kunde nimmt die Verbindung selbst an (kein unbeaufsichtigter Zugriff)", "{N}", hbjDigits(10))
	},
	func() (string, string) {
		return hbjT("log", "{DATE} {LTIME} Incoming session from ID {N} ({TECH}) accepted by user", "{N}", hbjDigits(10))
	},
}

var hbjTVault = []hbjTCase{
	func() (string, string) {
		return hbjT("chat", "{DEV} login is root / see IT Glue", "{DEV}", hbjPL(hbjDevices))
	},
	func() (string, string) {
		return hbjT("chat", "iDRAC login: root / (password in Hudu under {CLIENT} > Servers)", "")
	},
	func() (string, string) {
		return hbjT("chat", "go to Admin / Settings / Users and add {TECH} as read-only", "")
	},
	func() (string, string) {
		return hbjT("notes", "{DEV}\n  URL: https://{IP}\n  Login: admin\n  Password: stored in 1Password vault \"{CLIENT}\"", "{DEV}", hbjPL(hbjDevices))
	},
	func() (string, string) {
		return hbjT("chat", "user is admin, password is the usual one from the {CLIENT} vault entry", "")
	},
	func() (string, string) {
		return hbjT("yaml", "{SLUG}_fw:\n  host: {IP}\n  login: admin / <from vault>\n  notes: \"rack {RACK}\"", "")
	},
	func() (string, string) {
		return hbjT("chat", "Navigate to Configuration / System / Administrators, then Edit", "")
	},
	func() (string, string) {
		return hbjT("markdown", "| Device | IP | User | Password |\n|---|---|---|---|\n| {DEV} | {IP} | admin | (IT Glue) |\n| Switch | {IP2} | admin | (IT Glue) |", "{DEV}", hbjPL(hbjDevices))
	},
	func() (string, string) {
		return hbjT("chat", "log in as {U} — pw is on the sticker under the unit", "{U}", hbjPL(hbjUsers))
	},
	func() (string, string) {
		return hbjT("chat-de", "Benutzer: Administrator / Passwort: siehe Passwortsafe, Eintrag {CLIENT}", "")
	},
	func() (string, string) {
		return hbjT("chat-fr", "identifiant admin / mot de passe : voir le coffre Bitwarden", "")
	},
	func() (string, string) {
		return hbjT("chat", "Veeam / Home / Backup Jobs / {SLUG}-daily → right click → Active Full", "")
	},
	func() (string, string) {
		return hbjT("chat", "ssh {U}@{IP} -i ~/.ssh/{SLUG}_ed25519 (key is on the jump host)", "{U}", hbjP("root", "admin", "ansible", "svc_ops"))
	},
	func() (string, string) {
		return hbjT("csv", "hostname,ip,username,password,location\n{HOST},{IP},admin,<in vault>,{RACK}\n{HOST2},{IP2},admin,<in vault>,{RACK}", "")
	},
	func() (string, string) {
		return hbjT("chat", "WHM → Home / Account Functions / Modify an Account", "")
	},
}

var hbjTVersion = []hbjTCase{
	func() (string, string) {
		return hbjT("chat", "{HOST} is on ESXi 8.0 Update {U} build {B}, vCenter 8.0.{U}.{N}", "{U}", fmt.Sprint(hbjI(1, 3)), "{B}", hbjR(digits, 8), "{N}", hbjR(digits, 5))
	},
	func() (string, string) {
		return hbjT("chat", "iDRAC firmware {A}.{B}.{C}.{D} fixes the fan curve issue", "{A}", fmt.Sprint(hbjI(5, 7)), "{B}", fmt.Sprint(hbjI(0, 20)), "{C}", fmt.Sprint(hbjI(0, 50)), "{D}", fmt.Sprint(hbjI(0, 99)))
	},
	func() (string, string) {
		return hbjT("terminal", "# pveversion\npve-manager/8.{A}.{B}/{H} (running kernel: 6.8.12-{C}-pve)", "{A}", fmt.Sprint(hbjI(0, 4)), "{B}", fmt.Sprint(hbjI(1, 16)), "{H}", hbjR(hexs, 16), "{C}", fmt.Sprint(hbjI(1, 9)))
	},
	func() (string, string) {
		return hbjT("chat", "Veeam B&R 12.{A}.{B}.{C} installed on {HOST}, agents pushed", "{A}", fmt.Sprint(hbjI(0, 3)), "{B}", fmt.Sprint(hbjI(0, 9)), "{C}", hbjR(digits, 4))
	},
	func() (string, string) {
		return hbjT("notes", "Firmware baseline {DATE}\n- BIOS 2.{A}.{B}\n- iLO 6 v1.{C}\n- SPP 2024.{D}.00.00", "{A}", fmt.Sprint(hbjI(1, 20)), "{B}", fmt.Sprint(hbjI(0, 9)), "{C}", fmt.Sprint(hbjI(50, 65)), "{D}", fmt.Sprintf("%02d", hbjI(1, 12)))
	},
	func() (string, string) {
		return hbjT("chat", "DSM 7.2.{A}-{B} Update {C} on the NAS, Hyper Backup {D}", "{A}", fmt.Sprint(hbjI(0, 2)), "{B}", hbjR(digits, 5), "{C}", fmt.Sprint(hbjI(1, 6)), "{D}", "4.1."+hbjR(digits, 4))
	},
}

var hbjTConsole = []hbjTCase{
	func() (string, string) {
		return hbjT("chat", "to reset the iDRAC to defaults run `racadm racresetcfg`, then log in with the password from the luggage tag", "")
	},
	func() (string, string) {
		return hbjT("chat", "the new password policy on the vCenter requires 15 characters and one symbol", "")
	},
	func() (string, string) {
		return hbjT("notes", "IPMI hardening\n- change the default ADMIN password on first boot\n- disable IPMI over LAN on the public VLAN\n- restrict BMC to mgmt VLAN {N}", "{N}", fmt.Sprint(hbjI(90, 999)))
	},
	func() (string, string) {
		return hbjT("chat", "{TECH2} forgot the ESXi root password, we'll have to reinstall and keep the VMFS", "")
	},
	func() (string, string) {
		return hbjT("chat-de", "Das Passwort für den vCenter läuft in 5 Tagen ab, bitte rechtzeitig ändern.", "")
	},
	func() (string, string) {
		return hbjT("chat-es", "la contraseña del iLO debe tener al menos 8 caracteres", "")
	},
	func() (string, string) {
		return hbjT("ticket", "{TICKET} Client requests password rotation for all local admin accounts at {CLIENT}. Scheduled for {DATE}.", "")
	},
	func() (string, string) {
		return hbjT("chat", "AnyDesk unattended access is disabled by policy, use the RMM's remote control instead", "")
	},
	func() (string, string) {
		return hbjT("chat", "can someone add the TOTP for the NinjaOne break-glass account to the shared authenticator?", "")
	},
	func() (string, string) {
		return hbjT("chat-ja", "iDRAC のパスワードを変更しました。新しいものは IT Glue を見てください。", "")
	},
	func() (string, string) {
		return hbjT("chat", "WHM root login is disabled, use the reseller account and sudo from there", "")
	},
	func() (string, string) {
		return hbjT("chat-pl", "hasło do routera zmienione, jest w menedżerze haseł", "")
	},
}
