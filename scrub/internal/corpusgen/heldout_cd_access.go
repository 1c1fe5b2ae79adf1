package main

import (
	"fmt"
	"strings"
)

// Access network: PPPoE, ONT/CPE, Wi-Fi and router logins.

func hcdAccessGens() []hcdGen {
	return []hcdGen{
		{7, hcdPPPoEChat},
		{5, hcdOTSpanish},
		{5, hcdOSPortuguese},
		{4, hcdMikrotikPPPoE},
		{6, hcdONTAdminNote},
		{4, hcdCPEInventoryYAML},
		{6, hcdWifiChatPT},
		{4, hcdUCIWifi},
		{3, hcdHostapd},
		{4, hcdWelcomeMail},
		{4, hcdBulkCSV},
		{4, hcdLabTable},
		{4, hcdProvisionJSON},
		{4, hcdTR069Params},
		{4, hcdHuaweiONTAdd},
		{4, hcdAirOSChat},
		{4, hcdSIMPinPuk},
		{5, hcdCurlCPE},
		{3, hcdSshpass},
		{5, hcdPppdLog},
		{5, hcdWifiSMS},
	}
}

func hcdPPPoEChat() Sample {
	u, pw, c := hcdPPPoEUser(), hcdPPPoEPw(), pick(hcdCustomers)
	t := pick(hcdTechs)
	text := pick([]string{
		fmt.Sprintf("%s: PPPoE for %s is up again. user %s pass %s - had to re-enter it on the new ONT", t, c, u, pw),
		fmt.Sprintf("pppoe creds for %s\nuser: %s\npass: %s\nVLAN %d, plan 500M", c, u, pw, hcdVLAN()),
		fmt.Sprintf("hey can someone check radius? %s keeps failing auth. I typed the password %s twice, customer swears it's right", u, pw),
		fmt.Sprintf("@noc reprovisioned %s (%s)\nPPPoE user %s\nPPPoE password %s\nsync 1000/1000, rx %s dBm", c, hcdWO(), u, pw, hcdDBm()),
	})
	return hcdK(hcdSec("pppoe-password", "chat", text, pw), u)
}

func hcdOTSpanish() Sample {
	u, pw, sn := hcdPPPoEUser(), hcdPPPoEPw(), hcdONTSN()
	ot := "OT-2025-" + hcdDigits(6)
	text := fmt.Sprintf(`ORDEN DE TRABAJO %s
Tipo: %s
Cliente: %s - %s
Técnico: %s
ONT: %s (%s)
Usuario PPPoE: %s
Contraseña PPPoE: %s
Potencia Rx: %s dBm
Observaciones: %s`, ot, hcdP("Instalación FTTH 300 Mbps", "Cambio de equipo", "Reconexión por corte", "Migración cobre a fibra"),
		pick(hcdCustomers), pick(hcdStreets), pick(hcdTechs), sn, hcdP("F670L", "HG8145V5", "G-140W-C", "AN5506-04"),
		u, pw, hcdDBm(), hcdP("cliente pidió cambiar el nombre de la red Wi-Fi.", "se dejó roseta nueva en el living.",
			"drop de 80 m, poste 2 con herraje suelto.", "sin novedad."))
	return hcdK(hcdSec("pppoe-password", "work-order", text, pw), ot, sn, u)
}

func hcdOSPortuguese() Sample {
	u, pw, wk := hcdPPPoEUser(), hcdPPPoEPw(), hcdWifiKey()
	ssid := hcdP("MARIA_5G", "PadariaPaoQuente", "CLINICA-WIFI", "Casa do Zé", "NET_"+hcdHexU(4), "VIVO-"+hcdHexU(4))
	sn := hcdONTSN()
	text := fmt.Sprintf(`OS %s - %s
Assinante: %s (%s)
ONU: %s | sinal %s dBm
PPPoE: login %s / senha %s
Wi-Fi: rede %s senha %s
Técnico: %s
Obs: %s`, hcdDigits(6), hcdP("Instalação FTTH", "Troca de ONU", "Visita técnica - sem navegação", "Mudança de endereço"),
		pick(hcdCustomers), pick(hcdStreets), sn, hcdDBm(), u, pw, ssid, wk, pick(hcdTechs),
		hcdP("cliente ciente das senhas.", "caixa CTO-14 porta 6.", "roteador antigo recolhido.", "ok"))
	return hcdK(hcdSec("pppoe-password", "work-order", text, pw, wk), u, ssid, sn)
}

func hcdMikrotikPPPoE() Sample {
	u, pw := hcdPPPoEUser(), hcdPPPoEPw()
	id := hcdP("CPE-", "RB-", "hAP-") + hcdDigits(4)
	text := fmt.Sprintf(`[admin@%s] > /interface pppoe-client add name=pppoe-out1 interface=ether1 user="%s" password="%s" add-default-route=yes use-peer-dns=yes disabled=no
[admin@%s] > /interface pppoe-client print
Flags: X - disabled, R - running
 0  R name="pppoe-out1" max-mtu=auto max-mru=auto mrru=disabled interface=ether1
      user="%s" password="%s" profile=default keepalive-timeout=10
      service-name="" ac-name="" add-default-route=yes default-route-distance=1`, id, u, pw, id, u, pw)
	return hcdK(hcdSec("pppoe-password", "shell", text, pw), u, id)
}

func hcdONTAdminNote() Sample {
	sn, pw := hcdONTSN(), hcdRandPw()
	au := hcdP("telecomadmin", "suporte", "tecnico", "root", "supervisor")
	text := pick([]string{
		fmt.Sprintf("ONT %s at %s: changed the web admin away from default, now user %s pw %s. LAN 192.168.%d.1, TR-069 on.", sn, pick(hcdStreets), au, pw, rng.IntN(10)),
		fmt.Sprintf("Nota: la ONT %s quedó con acceso web usuario %s y contraseña %s (la de fábrica se deshabilitó).", sn, au, pw),
		fmt.Sprintf("ONU %s - acesso web\nusuário: %s\nsenha: %s\nnão passar para o cliente", sn, au, pw),
	})
	return hcdK(hcdSec("ont-admin-password", "note", text, pw), sn, au)
}

func hcdCPEInventoryYAML() Sample {
	pw1, pw2 := hcdRandPw(), hcdRandPw()
	n1 := hcdP("cpe-hotel-mirador", "cpe-clinica-luzia", "cpe-escola-lobato", "cpe-cafe-andino")
	n2 := hcdP("cpe-greenway-dental", "cpe-hostal-candelaria", "cpe-farmacia-centro")
	ip1, ip2 := hcdIPCGN(), hcdIPCGN()
	text := fmt.Sprintf(`# business CPE fleet - managed by NOC
cpe_fleet:
  - name: %s
    mgmt_ip: %s
    model: %s
    username: noc
    password: "%s"
  - name: %s
    mgmt_ip: %s
    model: %s
    username: noc
    password: "%s"`, n1, ip1, hcdP("RB4011", "hEX S", "ER-X"), pw1, n2, ip2, hcdP("CCR2004", "RB5009", "ER-4"), pw2)
	return hcdK(hcdSec("router-admin-password", "yaml", text, pw1, pw2), n1, n2, ip1, ip2)
}

func hcdWifiChatPT() Sample {
	wk := hcdWifiKey()
	t, a := pick(hcdTechs), pick(hcdFirst)
	text := pick([]string{
		fmt.Sprintf("[14:%02d] %s: cliente pediu pra trocar a senha do wifi, ficou %s\n[14:%02d] %s: blz, anota na OS", rng.IntN(60), t, wk, rng.IntN(60), a),
		fmt.Sprintf("%s: a senha nova do Wi-Fi da %s é %s, já testei no celular dela", t, pick(hcdCustomers), wk),
		fmt.Sprintf("%s: la clave del wifi quedó %s, el cliente la anotó", t, wk),
	})
	return hcdK(hcdSec("wifi-key", "chat", text, wk), t)
}

func hcdUCIWifi() Sample {
	wk := hcdWifiKey()
	ssid := hcdP("Tealnet-Guest", "Andino-Staff", "Mirador_Lobby", "Oficina-2G")
	text := fmt.Sprintf(`root@OpenWrt:~# cat /etc/config/wireless | tail -9
config wifi-iface 'default_radio0'
	option device 'radio0'
	option network 'lan'
	option mode 'ap'
	option ssid '%s'
	option encryption 'psk2'
	option key '%s'
	option disabled '0'`, ssid, wk)
	return hcdK(hcdSec("wifi-key", "config", text, wk), ssid)
}

func hcdHostapd() Sample {
	wk := hcdWifiKey()
	text := fmt.Sprintf(`# /etc/hostapd/hostapd.conf - shelter maintenance AP
interface=wlan0
driver=nl80211
ssid=%s
hw_mode=g
channel=%d
wpa=2
wpa_key_mgmt=WPA-PSK
wpa_passphrase=%s
rsn_pairwise=CCMP`, hcdP("SHELTER-", "SITE-MAINT-", "NOC-FIELD-")+hcdDigits(3), []int{1, 6, 11}[rng.IntN(3)], wk)
	return hcdSec("wifi-key", "config", text, wk)
}

func hcdWelcomeMail() Sample {
	wk, ap := hcdWifiKey(), hcdRandPw()
	c := pick(hcdCustomers)
	ssid := hcdP("TEAL-", "ORBITA-", "VELO-") + hcdHexU(4)
	text := pick([]string{
		fmt.Sprintf(`Subject: Your fibre connection is ready

Hi %s,

Your engineer finished the installation today. Your details:

  Wi-Fi network: %s
  Wi-Fi password: %s
  Router admin page: http://192.168.1.1 (user: admin, password: %s)

Please keep this e-mail somewhere safe. If anything stops working, reply to this
message or call 0800 555 0199.

Tealnet Customer Care`, c, ssid, wk, ap),
		fmt.Sprintf(`Asunto: Bienvenido a Orbita Fibra

Estimado/a %s:

Su servicio quedó activo. Datos de su equipo:
- Red Wi-Fi: %s
- Clave Wi-Fi: %s
- Acceso al módem (192.168.1.1): usuario admin, contraseña %s

Le recomendamos cambiar la clave Wi-Fi desde la app.
Atentamente,
Soporte Orbita`, c, ssid, wk, ap),
	})
	return hcdK(hcdSec("wifi-key", "mail", text, wk, ap), ssid)
}

func hcdBulkCSV() Sample {
	var rows, secs, keep []string
	n := 2
	for i := 0; i < n; i++ {
		sn, u, pw := hcdONTSN(), hcdPPPoEUser(), hcdPPPoEPw()
		rows = append(rows, fmt.Sprintf("%s,%s,%s,%d,%s", sn, u, pw, hcdVLAN(), hcdP("FIBRA300", "FIBRA600", "EMPRESA1G")))
		secs = append(secs, pw)
		keep = append(keep, sn, u)
	}
	text := "ont_serial,pppoe_user,pppoe_password,vlan,plan\n"
	for _, r := range rows {
		text += r + "\n"
	}
	return hcdK(hcdSec("pppoe-password", "csv", text, secs...), keep...)
}

func hcdLabTable() Sample {
	type dev struct{ name, ip, user, pw string }
	ds := []dev{
		{hcdP("lab-olt-ma5800", "lab-olt-c600", "lab-olt-7360"), hcdIP10(), hcdP("root", "noc", "lab"), hcdRandPw()},
		{hcdP("lab-bng-mx204", "lab-bras-asr9k", "lab-ccr2116"), hcdIP10(), hcdP("lab", "netops", "admin"), hcdHumanPw()},
	}
	text := "## Lab access (FTTH test bench)\n\nOnly for the lab rack, do not reuse in prod.\n\n| device | mgmt ip | user | password |\n|---|---|---|---|\n"
	var secs, keep []string
	for _, d := range ds {
		text += fmt.Sprintf("| %s | %s | %s | `%s` |\n", d.name, d.ip, d.user, d.pw)
		secs = append(secs, d.pw)
		keep = append(keep, d.name, d.ip)
	}
	return hcdK(hcdSec("router-admin-password", "markdown", text, secs...), keep...)
}

func hcdProvisionJSON() Sample {
	u, pw := hcdPPPoEUser(), hcdPPPoEPw()
	id := hcdUUID()
	text := fmt.Sprintf(`$ curl -s https://prov.%s/api/v2/subscribers/%s | jq .service
{
  "plan": "%s",
  "vlan": %d,
  "ont_serial": "%s",
  "pppoe": {
    "username": "%s",
    "password": "%s"
  },
  "status": "active"
}`, hcdDomain(), id, hcdP("FTTH-300", "FTTH-600", "FTTH-1G"), hcdVLAN(), hcdONTSN(), u, pw)
	return hcdK(hcdSec("pppoe-password", "json", text, pw), u, id)
}

func hcdTR069Params() Sample {
	acs, cr := hcdRandPw(), hcdRandPw()
	text := fmt.Sprintf(`SetParameterValues sent to %s:
InternetGatewayDevice.ManagementServer.URL = https://acs.%s:7547/
InternetGatewayDevice.ManagementServer.Username = cpe-%s
InternetGatewayDevice.ManagementServer.Password = %s
InternetGatewayDevice.ManagementServer.ConnectionRequestUsername = acs
InternetGatewayDevice.ManagementServer.ConnectionRequestPassword = %s
InternetGatewayDevice.ManagementServer.PeriodicInformInterval = 3600`, hcdONTSN(), hcdDomain(), hcdDigits(6), acs, cr)
	if rng.IntN(2) == 0 {
		text = strings.Replace(text, cr, "(unchanged)", 1)
		return hcdSec("tr069-password", "log", text, acs)
	}
	return hcdSec("tr069-password", "log", text, acs, cr)
}

func hcdHuaweiONTAdd() Sample {
	pw := hcdDigits(10)
	f, s, p := 0, rng.IntN(16), rng.IntN(16)
	text := fmt.Sprintf(`MA5800-X7(config)#interface gpon %d/%d
MA5800-X7(config-if-gpon-%d/%d)#ont add %d password-auth %s always-on omci ont-lineprofile-id 10 ont-srvprofile-id 10 desc "%s"
  Number of ONTs that can be added: 1, success: 1
  PortID :%d, ONTID :%d
MA5800-X7(config-if-gpon-%d/%d)#quit
-- ONT password is the one on the work order, %s`, f, s, f, s, p, pw, hcdWO(), p, rng.IntN(64), f, s, pick(hcdTechs))
	return hcdSec("ont-password", "shell", text, pw)
}

func hcdAirOSChat() Sample {
	pw := hcdHumanPw()
	u := hcdP("suporte", "ubnt-noc", "campo", "radio")
	site := hcdP("morro do Cristo", "torre da caixa d'água", "silo da cooperativa", "igreja matriz")
	text := pick([]string{
		fmt.Sprintf("AP do %s: usuário %s senha %s. o IP de gerência é %s, não mexer no canal", site, u, pw, hcdIP10()),
		fmt.Sprintf("pessoal, troquei a senha dos rádios do %s. user continua %s, senha nova: %s", site, u, pw),
	})
	return hcdK(hcdSec("radio-admin-password", "chat", text, pw), u)
}

func hcdSIMPinPuk() Sample {
	pin, puk := hcdPIN(4), hcdPIN(8)
	iccid := "8955" + hcdDigits(15)
	text := pick([]string{
		fmt.Sprintf("LTE backup router at %s: SIM ICCID %s, PIN %s, PUK %s. If it locks again call me before trying the PUK.", hcdSite(), iccid, pin, puk),
		fmt.Sprintf("Chip do backup 4G (%s)\nICCID: %s\nPIN: %s\nPUK: %s", hcdSite(), iccid, pin, puk),
	})
	if rng.IntN(3) == 0 {
		text = fmt.Sprintf("%s: o chip do roteador 4G do %s tá com PIN %s, se pedir PIN no boot é esse", pick(hcdTechs), hcdSite(), pin)
		return hcdSec("sim-pin", "chat", text, pin)
	}
	return hcdK(hcdSec("sim-pin", "note", text, pin, puk), iccid)
}

func hcdCurlCPE() Sample {
	pw := hcdRandPw()
	ip := hcdIPCGN()
	text := fmt.Sprintf(`$ curl -sk -u admin:%s https://%s/rest/interface | jq '.[].name'
"ether1"
"ether2"
"pppoe-out1"
"bridge-lan"`, pw, ip)
	return hcdK(hcdSec("router-admin-password", "shell", text, pw), ip)
}

func hcdSshpass() Sample {
	pw := hcdRandPw()
	text := fmt.Sprintf(`#!/bin/sh
# pull running config from the shelter switches every night
for ip in %s %s; do
  sshpass -p '%s' ssh -o StrictHostKeyChecking=no backup@$ip 'show running-config' > /srv/cfg/$ip.txt
done`, hcdIP10(), hcdIP10(), pw)
	return hcdSec("ssh-password", "code", text, pw)
}

func hcdPppdLog() Sample {
	u, pw := hcdPPPoEUser(), hcdPPPoEPw()
	ts := hcdP("Mar  3 02:14:", "Jun 18 21:40:", "Oct  9 07:02:")
	host := hcdP("cpe-lab", "OpenWrt", "edge-ont")
	pid := 1000 + rng.IntN(9000)
	text := fmt.Sprintf(`%s07 %s pppd[%d]: PPP session is %d
%s08 %s pppd[%d]: sent [PAP AuthReq id=0x1 user="%s" password="%s"]
%s08 %s pppd[%d]: rcvd [PAP AuthNak id=0x1 "Authentication failed"]
%s08 %s pppd[%d]: PAP authentication failed`, ts, host, pid, 1+rng.IntN(9000),
		ts, host, pid, u, pw, ts, host, pid, ts, host, pid)
	return hcdK(hcdSec("pppoe-password", "log", text, pw), u)
}

func hcdWifiSMS() Sample {
	wk := hcdWifiKey()
	text := pick([]string{
		fmt.Sprintf("ORBITA: Su clave Wi-Fi temporal es %s. Cámbiela desde la app Mi Orbita. No comparta este mensaje.", wk),
		fmt.Sprintf("NORTEFIBRA: Instalação concluída! Senha do seu Wi-Fi: %s . Dúvidas: 0800 555 0123", wk),
		fmt.Sprintf("Tealnet: your new Wi-Fi password is %s - you can change it any time in My Tealnet.", wk),
	})
	return hcdSec("wifi-key", "sms", text, wk)
}
