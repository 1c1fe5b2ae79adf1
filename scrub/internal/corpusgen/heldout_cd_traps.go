package main

import (
	"fmt"
	"strings"
)

// Traps, access and voice side: same layouts and labels, no secret.

func hcdTrapGens() []hcdGen {
	return []hcdGen{
		{8, hcdTrapPPPoENoPw},
		{7, hcdTrapOTMasked},
		{7, hcdTrapOSMasked},
		{4, hcdTrapMikrotikDoc},
		{7, hcdTrapONTTable},
		{5, hcdTrapWelcomeTemplate},
		{8, hcdTrapPolicyTalk},
		{7, hcdTrapResetTalk},
		{6, hcdTrapPPPoESessionLog},
		{6, hcdTrapRadAcct},
		{4, hcdTrapBulkCSV},
		{6, hcdTrapTR069Inform},
		{4, hcdTrapOpt82},
		{4, hcdTrapMACTable},
		{7, hcdTrapPJSIPRef},
		{6, hcdTrapSIPTrace},
		{4, hcdTrapCDR},
		{6, hcdTrapTwilioSID},
		{4, hcdTrapTelnyxEnv},
		{4, hcdTrapDIDs},
		{4, hcdTrapYealinkBlank},
		{6, hcdTrapVMTalk},
		{4, hcdTrapSIMInfo},
		{4, hcdTrapWifiScan},
		{6, hcdTrapEnvExample},
	}
}

func hcdTrapPPPoENoPw() Sample {
	u := hcdPPPoEUser()
	t := pick(hcdTechs)
	text := pick([]string{
		fmt.Sprintf("%s: PPPoE user for %s is %s, password is the one on the contract, customer has it", t, pick(hcdCustomers), u),
		fmt.Sprintf("%s: usuario PPPoE %s - la contraseña está en el CRM, no la pongo acá", t, u),
		fmt.Sprintf("%s: login PPPoE %s, senha ta no sistema (aba Serviços)", t, u),
		fmt.Sprintf("%s: %s authenticated fine after I re-typed the password on the ONT, sync %s dBm", t, u, hcdDBm()),
	})
	return hcdTrap("trap-pppoe-user", "chat", text)
}

func hcdTrapOTMasked() Sample {
	text := fmt.Sprintf(`ORDEN DE TRABAJO OT-2025-%s
Tipo: %s
Cliente: %s - %s
ONT: %s
Usuario PPPoE: %s
Contraseña PPPoE: %s
Potencia Rx: %s dBm`, hcdDigits(6), hcdP("Instalación FTTH", "Cambio de equipo", "Reconexión"), pick(hcdCustomers), pick(hcdStreets), hcdONTSN(),
		hcdPPPoEUser(), hcdP("(ver sistema)", "********", "[REDACTED]", "la del contrato", "<se genera al activar>"), hcdDBm())
	return hcdTrap("trap-pppoe-masked", "work-order", text)
}

func hcdTrapOSMasked() Sample {
	text := fmt.Sprintf(`OS %s - %s
Assinante: %s
ONU: %s | sinal %s dBm
PPPoE: login %s / senha %s
Wi-Fi: rede %s, senha %s
Técnico: %s`, hcdDigits(6), hcdP("Instalação FTTH", "Troca de ONU", "Sem navegação"), pick(hcdCustomers), hcdONTSN(), hcdDBm(), hcdPPPoEUser(),
		hcdP("********", "xxxxxxxx", "(no sistema)", "[oculta]"), hcdP("NET_", "VIVO-", "CASA_")+hcdHexU(4),
		hcdP("na etiqueta do roteador", "a mesma de antes", "definida pelo cliente", "****"), pick(hcdTechs))
	return hcdTrap("trap-pppoe-masked", "work-order", text)
}

func hcdTrapMikrotikDoc() Sample {
	text := fmt.Sprintf(`## Ativação PPPoE em CPE MikroTik

1. Conectar no ether1 e abrir o terminal.
2. Rodar:

    /interface pppoe-client add name=pppoe-out1 interface=ether1 user="<login-do-cliente>" password="<senha-do-cliente>" add-default-route=yes disabled=no

3. Conferir com `+"`/interface pppoe-client monitor pppoe-out1`"+` que o status é connected.
4. Anotar o IP (bloco %s/10) na OS.`, "100.64.0.0")
	return hcdTrap("trap-placeholder", "wiki", text)
}

func hcdTrapONTTable() Sample {
	var b strings.Builder
	b.WriteString(fmt.Sprintf("PON %d/%d/%d - ONTs\n  ID  SN              State   Rx(dBm)  Dist(m)\n", 0, rng.IntN(16), rng.IntN(16)))
	for i := 0; i < hcdN(3, 5); i++ {
		b.WriteString(fmt.Sprintf("  %-3d %-15s %-7s %-8s %d\n", i, hcdONTSN(), hcdP("online", "online", "offline", "LOS"), hcdDBm(), 300+rng.IntN(9000)))
	}
	return hcdTrap("trap-ont-serial", "shell", strings.TrimRight(b.String(), "\n"))
}

func hcdTrapWelcomeTemplate() Sample {
	text := pick([]string{
		fmt.Sprintf(`Subject: Your fibre connection is ready

Hi %s,

Your engineer finished the installation today. The Wi-Fi network name and password
are printed on the sticker under your router. You can change them at any time in the
My Tealnet app. We will never ask you for your password by phone or e-mail.

Tealnet Customer Care`, pick(hcdCustomers)),
		fmt.Sprintf(`Asunto: Bienvenido a Orbita Fibra

Estimado/a %s:

Su servicio quedó activo. La clave Wi-Fi y la contraseña del módem vienen en la
etiqueta del equipo. Si la cambia y la olvida, puede restablecerla desde la app.

Atentamente,
Soporte Orbita`, pick(hcdCustomers)),
	})
	return hcdTrap("trap-password-talk", "mail", text)
}

func hcdTrapPolicyTalk() Sample {
	text := pick([]string{
		"reminder: PPPoE passwords for new customers must be at least 10 characters now, the portal rejects shorter ones",
		"la clave del Wi-Fi tiene que tener mínimo 8 caracteres y sin ñ ni tildes, si no el F670L no la acepta",
		"a senha do PPPoE não pode ter caractere especial no sistema antigo, só letras e números",
		"RADIUS shared secrets should be at least 22 random characters per the new baseline; ours are being rotated next week",
		"SNMP communities must not be public/private anywhere, and v2c is read-only from the poller subnet only",
		"Lembrete: nunca mandar senha de cliente no grupo do WhatsApp, só pelo sistema.",
		"Policy: ONT web admin default password must be changed at install; the ACS does it automatically since v3.2.",
	})
	return hcdTrap("trap-password-talk", "chat", text)
}

func hcdTrapResetTalk() Sample {
	u := hcdPPPoEUser()
	text := pick([]string{
		fmt.Sprintf("I reset the PPPoE password for %s in the CRM, the customer gets the new one by SMS.", u),
		fmt.Sprintf("Reseteé la clave del portal de %s, le llega el enlace por mail para crear una nueva.", pick(hcdCustomers)),
		fmt.Sprintf("Resetei a senha do Wi-Fi da %s pelo ACS, ela escolheu uma nova na hora.", pick(hcdCustomers)),
		fmt.Sprintf("%s forgot the router admin password, factory reset done, ACS re-pushed config. Ticket %s closed.", pick(hcdCustomers), hcdWO()),
	})
	return hcdTrap("trap-password-talk", "note", text)
}

func hcdTrapPPPoESessionLog() Sample {
	u := hcdPPPoEUser()
	text := fmt.Sprintf(`%s accel-ppp: ppp%d:%s: connect: ppp%d <--> pppoe(%s)
%s accel-ppp: ppp%d:%s: %s: authentication succeeded
%s accel-ppp: ppp%d:%s: session started, ip %s, sid %s`, "Jul 11 20:14:02", rng.IntN(4000), u, rng.IntN(4000), hcdMAC(),
		"Jul 11 20:14:02", rng.IntN(4000), u, u, "Jul 11 20:14:03", rng.IntN(4000), u, hcdIPCGN(), rnd(hexs, 16))
	return hcdTrap("trap-session-id", "log", text)
}

func hcdTrapRadAcct() Sample {
	text := fmt.Sprintf(`Acct-Status-Type = Interim-Update
User-Name = "%s"
Acct-Session-Id = "%s"
Acct-Unique-Session-Id = "%s"
NAS-IP-Address = %s
Framed-IP-Address = %s
Calling-Station-Id = "%s"
Acct-Input-Octets = %d
Acct-Output-Octets = %d`, hcdPPPoEUser(), hcdHexU(8)+"-"+hcdHexU(8), rnd(hexs, 32), hcdIP10(), hcdIPCGN(), hcdMAC(), rng.IntN(1<<30), rng.IntN(1<<30))
	return hcdTrap("trap-session-id", "log", text)
}

func hcdTrapBulkCSV() Sample {
	text := "ont_serial,pppoe_user,pppoe_password,vlan,plan\n"
	for i := 0; i < hcdN(2, 4); i++ {
		text += fmt.Sprintf("%s,%s,%s,%d,%s\n", hcdONTSN(), hcdPPPoEUser(), hcdP("", "auto", "(generated)", "<auto>"), hcdVLAN(), hcdP("FIBRA300", "FIBRA600"))
	}
	return hcdTrap("trap-pppoe-masked", "csv", text)
}

func hcdTrapTR069Inform() Sample {
	text := fmt.Sprintf(`<cwmp:Inform>
  <DeviceId>
    <Manufacturer>%s</Manufacturer>
    <OUI>%s</OUI>
    <ProductClass>%s</ProductClass>
    <SerialNumber>%s</SerialNumber>
  </DeviceId>
  <Event><EventStruct><EventCode>%s</EventCode><CommandKey>%s</CommandKey></EventStruct></Event>
  <CurrentTime>2025-%02d-%02dT%02d:%02d:00Z</CurrentTime>
</cwmp:Inform>`, hcdP("Huawei", "ZTE", "Nokia"), hcdHexU(6), hcdP("HG8145V5", "F670L", "G-140W-C"), hcdONTSN(),
		hcdP("2 PERIODIC", "0 BOOTSTRAP", "1 BOOT", "4 VALUE CHANGE"), rnd(alnum, 12), 1+rng.IntN(12), 1+rng.IntN(28), rng.IntN(24), rng.IntN(60))
	return hcdTrap("trap-device-id", "xml", text)
}

func hcdTrapOpt82() Sample {
	text := fmt.Sprintf(`DHCPDISCOVER from %s via %s
  option 82: circuit-id %s (%s), remote-id %s
DHCPOFFER on %s to %s`, hcdMAC(), hcdIP10(), rnd(hexs, 16), hcdP("OLT-NORTE-01 xpon 0/3/7:12", "eth 1/1/4:vlan "+fmt.Sprint(hcdVLAN())), hcdONTSN(), hcdIPCGN(), hcdMAC())
	return hcdTrap("trap-circuit-id", "log", text)
}

func hcdTrapMACTable() Sample {
	var b strings.Builder
	b.WriteString("SW-" + hcdSite() + "#show mac address-table dynamic\nVlan    Mac Address       Type        Ports\n----    -----------       --------    -----\n")
	for i := 0; i < hcdN(3, 5); i++ {
		b.WriteString(fmt.Sprintf(" %-6d %s    DYNAMIC     Gi1/0/%d\n", hcdVLAN(), strings.ToLower(strings.ReplaceAll(hcdMAC(), ":", "")), 1+rng.IntN(48)))
	}
	return hcdTrap("trap-mac-address", "shell", strings.TrimRight(b.String(), "\n"))
}

func hcdTrapPJSIPRef() Sample {
	ext := hcdExt()
	text := fmt.Sprintf(`[%s-auth]
type=auth
auth_type=userpass
username=%s
password=%s`, ext, ext, hcdP("${ENV(SIP_PASS_"+ext+")}", "********", "CHANGE_ME ; set per extension before go-live, never reuse", "<from provisioning>"))
	return hcdTrap("trap-sip-placeholder", "config", text)
}

func hcdTrapSIPTrace() Sample {
	ext := hcdExt()
	dom := "pbx." + hcdDomain()
	text := fmt.Sprintf(`INVITE sip:%s@%s SIP/2.0
Via: SIP/2.0/UDP %s:5060;branch=z9hG4bK%s;rport
From: "%s" <sip:%s@%s>;tag=%s
To: <sip:%s@%s>
Call-ID: %s@%s
CSeq: 102 INVITE
User-Agent: Yealink SIP-T46U 108.86.0.45
Content-Length: 0`, hcdNum(10), dom, hcdIP10(), rnd(alnum, 16), pick(hcdFirst), ext, dom, rnd(hexs, 10), hcdNum(10), dom, rnd(alnum, 24), hcdIP10())
	return hcdTrap("trap-sip-call-id", "log", text)
}

func hcdTrapCDR() Sample {
	text := "start,src,dst,duration,disposition,uniqueid\n"
	for i := 0; i < hcdN(3, 4); i++ {
		text += fmt.Sprintf("2025-06-%02d %02d:%02d:%02d,%s,%s,%d,%s,%d.%d\n", 1+rng.IntN(28), rng.IntN(24), rng.IntN(60), rng.IntN(60),
			hcdExt(), "55"+hcdNum(10), rng.IntN(900), hcdP("ANSWERED", "NO ANSWER", "BUSY"), 1700000000+rng.IntN(90000000), rng.IntN(500))
	}
	return hcdTrap("trap-call-record", "csv", text)
}

func hcdTrapTwilioSID() Sample {
	sid := hcdTwilioSID()
	text := pick([]string{
		fmt.Sprintf("Twilio account for outage SMS: SID %s. The auth token is in 1Password (NOC vault, item 'Twilio prod').", sid),
		fmt.Sprintf("TWILIO_ACCOUNT_SID=%s\nTWILIO_AUTH_TOKEN=${TWILIO_AUTH_TOKEN}\nTWILIO_FROM=+1415555%04d", sid, rng.IntN(10000)),
		fmt.Sprintf("Message %s sent via account %s, status delivered", "SM"+rnd(hexs, 32), sid),
	})
	return hcdTrap("trap-account-id", "env", text)
}

func hcdTrapTelnyxEnv() Sample {
	text := fmt.Sprintf(`$ curl -s -H "Authorization: Bearer $TELNYX_API_KEY" \
    https://api.telnyx.com/v2/credential_connections/%s | jq '.data.connection_name'
"%s"`, hcdNum(19), hcdP("pabx-hotel-mirador", "noc-paging", "clinica-luzia-trunk"))
	return hcdTrap("trap-env-reference", "shell", text)
}

func hcdTrapDIDs() Sample {
	text := fmt.Sprintf(`Portabilidade %s - números do cliente %s
+55 11 %s-%s
+55 11 %s-%s
+55 11 %s-%s
Janela: %02d/07 às 02:00. Protocolo da operadora doadora: %s`, hcdDigits(8), pick(hcdCustomers), hcdDigits(4), hcdDigits(4), hcdDigits(4), hcdDigits(4), hcdDigits(4), hcdDigits(4), 1+rng.IntN(28), hcdDigits(12))
	return hcdTrap("trap-phone-number", "note", text)
}

func hcdTrapYealinkBlank() Sample {
	ext := hcdExt()
	text := fmt.Sprintf(`## %s.cfg - autoprovision
account.1.enable = 1
account.1.auth_name = %s
account.1.user_name = %s
## password is pushed by the provisioning server, leave empty here
account.1.password =
account.1.sip_server.1.address = pbx.%s`, hcdMAC(), ext, ext, hcdDomain())
	return hcdTrap("trap-sip-placeholder", "config", text)
}

func hcdTrapVMTalk() Sample {
	text := pick([]string{
		"Voicemail PINs must be 4-6 digits and can't be the extension number or 1234.",
		fmt.Sprintf("El cliente de la extensión %s olvidó el PIN del buzón; lo reseteé y el sistema le pide uno nuevo al entrar.", hcdExt()),
		fmt.Sprintf("Ramal %s: correio de voz reativado, o cliente define a senha no primeiro acesso (*97).", hcdExt()),
	})
	return hcdTrap("trap-password-talk", "chat", text)
}

func hcdTrapSIMInfo() Sample {
	text := fmt.Sprintf(`LTE backup router %s
ICCID: 8955%s
IMEI: %s
APN: %s
SIM PIN: disabled
Signal: RSRP -%d dBm, SINR %d dB`, hcdSite(), hcdDigits(15), hcdDigits(15), hcdP("m2m.operadora.br", "internet.movil", "iot.carrier.net"), 80+rng.IntN(30), rng.IntN(20))
	return hcdTrap("trap-device-id", "note", text)
}

func hcdTrapWifiScan() Sample {
	var b strings.Builder
	b.WriteString("$ nmcli -f SSID,BSSID,CHAN,SIGNAL,SECURITY dev wifi list\n")
	for i := 0; i < hcdN(3, 5); i++ {
		b.WriteString(fmt.Sprintf("%-18s %s  %-3d  %-3d  WPA2\n", hcdP("NET_", "VIVO-", "CLARO_", "ORBITA-")+hcdHexU(4), strings.ToUpper(strings.ReplaceAll(hcdMAC(), "-", ":")), []int{1, 6, 11, 36, 44}[rng.IntN(5)], 20+rng.IntN(80)))
	}
	return hcdTrap("trap-wifi-scan", "shell", strings.TrimRight(b.String(), "\n"))
}

func hcdTrapEnvExample() Sample {
	text := pick([]string{
		"# .env.example - copy to .env and fill in\nPROV_API_URL=https://prov.example.net/api/v1\nPROV_API_KEY=your-api-key-here\nRADIUS_SECRET=<shared-secret>\nSIP_PASSWORD=",
		"# config.sample.yaml\nradius:\n  server: 10.0.0.5\n  secret: \"CHANGEME\"   # replace with the real secret before deploying\nsnmp:\n  community: \"<community>\"",
		"TWILIO_AUTH_TOKEN=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\nTELNYX_API_KEY=KEY_REPLACE_ME\nDISCORD_TOKEN=",
	})
	return hcdTrap("trap-placeholder", "env", text)
}
