package main

import (
	"fmt"
	"strings"
)

// Traps, core and NOC tooling side: same layouts and labels, no secret.

func hcdTrapGens2() []hcdGen {
	return []hcdGen{
		{7, hcdTrapClientsRef},
		{6, hcdTrapSnmpwalkEnv},
		{4, hcdTrapSNMPEngine},
		{5, hcdTrapSNMPv3Vault},
		{5, hcdTrapBGPInfo},
		{6, hcdTrapMaskedRun},
		{6, hcdTrapSSHPub},
		{4, hcdTrapWGPub},
		{6, hcdTrapDeployLog},
		{5, hcdTrapChecksum},
		{4, hcdTrapAWSRole},
		{5, hcdTrapNetboxJSON},
		{6, hcdTrapRotationNotes},
		{6, hcdTrapWebhookTalk},
		{6, hcdTrapTraceLog},
		{3, hcdTrapSignatureImg},
		{3, hcdTrapThemeConf},
		{4, hcdTrapTOTPTalk},
		{4, hcdTrapK8sRef},
		{4, hcdTrapInvoice},
		{3, hcdTrapStripePK},
		{7, hcdTrapHandoverClean},
		{5, hcdTrapSiteAccessTalk},
		{4, hcdTrapChangePlanRef},
		{6, hcdTrapTicketMasked},
		{4, hcdTrapSubscriberJSON},
		{3, hcdTrapOTDR},
	}
}

func hcdTrapClientsRef() Sample {
	n := hcdBRAS()
	text := pick([]string{
		fmt.Sprintf("client %s {\n\tipaddr = %s\n\tsecret = ${RADIUS_SECRET_%s}\n\tshortname = %s\n}", n, hcdIP10(), strings.ToUpper(strings.ReplaceAll(n, "-", "_")), n),
		fmt.Sprintf("# template - DO NOT deploy as is\nclient %s {\n\tipaddr = %s\n\tsecret = changeme   # change this! generate with: openssl rand -base64 24\n}", n, hcdIP10()),
		fmt.Sprintf("/radius add service=ppp address=%s secret=\"$radiusSecret\" comment=\"%s\"", hcdIP10(), n),
		fmt.Sprintf("client %s {\n\tipaddr = %s\n\tsecret = {{ vault_radius_secrets['%s'] }}\n}", n, hcdIP10(), n),
	})
	return hcdTrap("trap-secret-reference", "config", text)
}

func hcdTrapSnmpwalkEnv() Sample {
	ip := hcdIP10()
	text := fmt.Sprintf(`$ snmpwalk -v2c -c "$SNMP_RO" %s SNMPv2-MIB::sysDescr
SNMPv2-MIB::sysDescr.0 = STRING: %s
$ snmpget -v2c -c "$SNMP_RO" %s SNMPv2-MIB::sysUpTime.0
DISMAN-EVENT-MIB::sysUpTimeInstance = Timeticks: (%d) %d days`, ip, hcdP("Huawei Integrated Access Software", "ZXA10 C600", "Cisco IOS XE Software, Version 17.9.4"), ip, rng.IntN(1<<31), rng.IntN(400))
	return hcdTrap("trap-env-reference", "shell", text)
}

func hcdTrapSNMPEngine() Sample {
	text := fmt.Sprintf(`snmp-server engineID local 80000009%s
snmp-server location %s
snmp-server contact noc@%s
! sysObjectID 1.3.6.1.4.1.%d.1.%d`, hcdHexU(18), hcdSite(), hcdDomain(), []int{2011, 3902, 9, 637}[rng.IntN(4)], rng.IntN(5000))
	return hcdTrap("trap-snmp-engine-id", "config", text)
}

func hcdTrapSNMPv3Vault() Sample {
	text := fmt.Sprintf(`snmp_v3_users:
  - name: %s
    auth_protocol: sha
    auth_password: "{{ vault_snmp_auth }}"
    priv_protocol: aes128
    priv_password: "{{ vault_snmp_priv }}"
snmp_allowed_hosts:
  - %s/32`, hcdP("noc-v3", "zabbix", "librenms"), hcdIP10())
	return hcdTrap("trap-secret-reference", "yaml", text)
}

func hcdTrapBGPInfo() Sample {
	nb := hcdPubIP()
	text := pick([]string{
		fmt.Sprintf("Hi, for the new transit session: our side %s, AS%d, yours %s. We'll send the MD5 password by SMS to your NOC phone, not by e-mail.", hcdPubIP(), 64512+rng.IntN(1000), nb),
		fmt.Sprintf("router bgp %d\n neighbor %s remote-as %d\n neighbor %s description UPSTREAM-B\n neighbor %s route-map UPSTREAM-IN in", 64512+rng.IntN(1000), nb, 1000+rng.IntN(60000), nb, nb),
		fmt.Sprintf("Hola, la sesión BGP con %s sube con autenticación MD5; la clave la pasa el NOC por teléfono. Prefijos: %s/22.", nb, hcdP("203.0.113.0", "198.51.100.0")),
	})
	return hcdTrap("trap-bgp-info", "mail", text)
}

func hcdTrapMaskedRun() Sample {
	text := fmt.Sprintf(`%s#show run | i radius|tacacs|snmp
radius server ISE
 key 7 <removed>
tacacs server TAC-PRI
 key ******
snmp-server community ***** RO 10
snmp-server host %s version 2c *****`, "ASR1K-"+hcdDigits(2), hcdIP10())
	return hcdTrap("trap-masked", "shell", text)
}

func hcdTrapSSHPub() Sample {
	k := "AAAAC3NzaC1lZDI1NTE5AAAAI" + rnd(hcdB64, 43)
	u := pick(hcdTechs)
	text := pick([]string{
		fmt.Sprintf("please add my public key to the jump host:\nssh-ed25519 %s %s@laptop", k, u),
		fmt.Sprintf("# /home/fieldops/.ssh/authorized_keys\nssh-ed25519 %s %s\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s noc-automation", k, u, rnd(hcdB64, 43)),
	})
	return hcdTrap("trap-public-key", "chat", text)
}

func hcdTrapWGPub() Sample {
	text := fmt.Sprintf(`[Interface]
Address = 10.99.%d.%d/32
PostUp = wg set %%i private-key /etc/wireguard/private.key

[Peer]
# noc concentrator
PublicKey = %s
Endpoint = %s:51820
AllowedIPs = 10.0.0.0/8`, rng.IntN(255), 2+rng.IntN(250), hcdB64Bytes(32), hcdPubIP())
	return hcdTrap("trap-public-key", "config", text)
}

func hcdTrapDeployLog() Sample {
	text := fmt.Sprintf(`deploy prov-api %s
  commit: %s
  image:  registry.%s/noc/prov-api@sha256:%s
  build:  #%d (%s)
  status: rolled out 3/3`, hcdP("v2.14.1", "v2.15.0", "v3.0.2"), rnd(hexs, 40), hcdDomain(), rnd(hexs, 64), 1000+rng.IntN(9000), rnd(hexs, 8))
	return hcdTrap("trap-commit-sha", "log", text)
}

func hcdTrapChecksum() Sample {
	fw := hcdP("HG8145V5_V500R022C00SPC368.bin", "F670L_V9.0.11P1N12.bin", "G140WC_3FE49362IJHK15.tar", "routeros-7.15.3-arm64.npk")
	text := fmt.Sprintf(`$ sha256sum %s
%s  %s
$ md5sum %s
%s  %s`, fw, rnd(hexs, 64), fw, fw, rnd(hexs, 32), fw)
	return hcdTrap("trap-checksum", "shell", text)
}

func hcdTrapAWSRole() Sample {
	acct := hcdDigits(12)
	text := fmt.Sprintf(`# backups now use the instance role, no static keys on the box
role_arn: arn:aws:iam::%s:role/olt-config-backup
bucket: arn:aws:s3:::noc-olt-configs-%s
region: sa-east-1
kms_key: arn:aws:kms:sa-east-1:%s:key/%s`, acct, acct, acct, hcdUUID())
	return hcdTrap("trap-arn", "yaml", text)
}

func hcdTrapNetboxJSON() Sample {
	text := fmt.Sprintf(`{
  "id": %d,
  "name": "%s",
  "device_type": {"model": "%s"},
  "serial": "%s",
  "asset_tag": "NF-%s",
  "primary_ip4": {"address": "%s/24"},
  "custom_fields": {"circuit_id": "CKT-%s", "pon_ports": 16}
}`, rng.IntN(9000), strings.ToLower(hcdSite()), hcdP("MA5800-X7", "C600", "7360 ISAM FX-8"), rnd(hcdUpDig, 12), hcdDigits(6), hcdIP10(), hcdDigits(7))
	return hcdTrap("trap-device-id", "json", text)
}

func hcdTrapRotationNotes() Sample {
	text := pick([]string{
		fmt.Sprintf("NOC weekly - %s\n- Rotated the RADIUS secrets on all BNGs. New values are in Vault under kv/noc/radius/<bng>.\n- SNMP communities moved to kv/noc/snmp.\n- %s to remove the old ones from the wiki.", hcdP("3 Jun", "17 Jun"), pick(hcdTechs)),
		"Reunião NOC: trocamos as senhas de todas as OLTs. As novas estão no Bitwarden, coleção 'Acesso-OLT'. Ninguém anota em papel.",
		"Reunión: se rotaron las claves de los troncales SIP. Las nuevas las tiene el proveedor y están en el gestor de contraseñas.",
	})
	return hcdTrap("trap-secret-reference", "meeting-notes", text)
}

func hcdTrapWebhookTalk() Sample {
	text := pick([]string{
		fmt.Sprintf("%s: the #noc-alarms webhook is configured in alertmanager, ask Ana if you need the URL", pick(hcdTechs)),
		"Slack webhook URL format is https://hooks.slack.com/services/T.../B.../..., you create it under Apps > Incoming Webhooks.",
		fmt.Sprintf("%s: o webhook do Teams foi revogado ontem, criei outro e já está no cofre", pick(hcdTechs)),
		"alertmanager: slack api_url is read from /etc/alertmanager/slack_url (api_url_file), nothing in git.",
	})
	return hcdTrap("trap-secret-reference", "chat", text)
}

func hcdTrapTraceLog() Sample {
	rid, tid := hcdUUID(), rnd(hexs, 32)
	text := fmt.Sprintf(`2025-%02d-%02dT%02d:%02d:%02dZ ERROR prov-api request_id=%s trace_id=%s span_id=%s msg="ONT %s not found on OLT" olt=%s
2025-%02d-%02dT%02d:%02d:%02dZ INFO  prov-api request_id=%s retry=1 backoff=2s`,
		1+rng.IntN(12), 1+rng.IntN(28), rng.IntN(24), rng.IntN(60), rng.IntN(60), rid, tid, rnd(hexs, 16), hcdONTSN(), hcdSite(),
		1+rng.IntN(12), 1+rng.IntN(28), rng.IntN(24), rng.IntN(60), rng.IntN(60), rid)
	return hcdTrap("trap-trace-id", "log", text)
}

func hcdTrapSignatureImg() Sample {
	text := fmt.Sprintf(`<p>%s<br>NOC - %s<br>+55 11 5555-%s</p>
<img alt="logo" src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAB4AAAAeCAYAAAA7MK6iAAAA%s">`, pick(hcdFirst), hcdDomain(), hcdDigits(4), rnd(hcdB64, hcdN(80, 160)))
	return hcdTrap("trap-base64-image", "html", text)
}

func hcdTrapThemeConf() Sample {
	text := fmt.Sprintf(`[portal.theme]
primary = "#%s"
accent = "#%s"
logo = "/static/logo-%s.svg"
version = "%d.%d.%d"
build = "%s"`, rnd(hexs, 6), rnd(hexs, 6), hcdP("norte", "orbita", "teal"), rng.IntN(5), rng.IntN(20), rng.IntN(30), rnd(hexs, 12))
	return hcdTrap("trap-version", "toml", text)
}

func hcdTrapTOTPTalk() Sample {
	text := pick([]string{
		"Enroll the NOC VPN in Google Authenticator: the QR code comes by e-mail from the IdP, scan it and delete the mail.",
		"El 2FA del portal del proveedor ahora es obligatorio; cada uno activa el suyo desde Perfil > Seguridad.",
		"2FA: se perder o celular, abre chamado pro time de segurança, eles geram novos códigos de backup.",
	})
	return hcdTrap("trap-password-talk", "chat", text)
}

func hcdTrapK8sRef() Sample {
	text := fmt.Sprintf(`      containers:
        - name: freeradius
          image: registry.%s/noc/freeradius:3.2.%d
          env:
            - name: RADIUS_SECRET
              valueFrom:
                secretKeyRef:
                  name: radius-secrets
                  key: shared-secret
            - name: DB_HOST
              value: %s`, hcdDomain(), rng.IntN(8), hcdP("db-radius01", "pg-aaa.internal"))
	return hcdTrap("trap-secret-reference", "yaml", text)
}

func hcdTrapInvoice() Sample {
	text := pick([]string{
		fmt.Sprintf("Fatura do link de trânsito %s, vencimento %02d/08, valor R$ %d,00.\nIBAN para pagamento: PT50 0002 0123 %s %s 54", "FAT-"+hcdDigits(8), 1+rng.IntN(28), 1000+rng.IntN(90000), hcdDigits(4), hcdDigits(7)),
		fmt.Sprintf("Factura %s de Carrier One por el troncal SIP. IBAN ES91 2100 0418 %s %s. Pedido %s.", "F-"+hcdDigits(7), hcdDigits(4), hcdDigits(10), "PO-"+hcdDigits(6)),
		fmt.Sprintf("Shipping 20 ONTs to the field depot, tracking 1Z%s, order %s.", rnd(hcdUpDig, 16), hcdDigits(9)),
	})
	return hcdTrap("trap-invoice", "mail", text)
}

func hcdTrapStripePK() Sample {
	text := fmt.Sprintf(`<script src="https://js.stripe.com/v3/"></script>
<script>
  // customer portal - pay overdue invoice
  const stripe = Stripe("pk_live_%s");
</script>`, rnd(alnum, hcdN(24, 99)))
	return hcdTrap("trap-publishable-key", "html", text)
}

func hcdTrapHandoverClean() Sample {
	text := pick([]string{
		fmt.Sprintf("Shift handover\n1. %s: fibre cut, splice crew on site, ETA 06:00.\n2. Cabinet at %s: padlock code unchanged, ask NOC by phone if needed.\n3. Tickets open: %s, %s.", hcdSite(), hcdSite(), hcdWO(), hcdWO()),
		fmt.Sprintf("Entrega de turno\n- %s con alarmas de temperatura, se pidió revisión del aire.\n- Circuito CKT-%s con errores CRC, ticket %s.\n- Nada más.", hcdSite(), hcdDigits(7), hcdWO()),
		fmt.Sprintf("Passagem de turno\n* VLAN %d migrada para o novo BNG sem impacto\n* %s: cliente reclamou de lentidão, teste de velocidade ok\n* nenhuma senha alterada", hcdVLAN(), hcdWO()),
	})
	return hcdTrap("trap-handover", "handover", text)
}

func hcdTrapSiteAccessTalk() Sample {
	site := hcdP("GUA-", "RIV-", "TWR-", "ERB-") + hcdDigits(3)
	text := pick([]string{
		fmt.Sprintf("Site %s: the key safe code is given by the NOC by phone when you arrive, it's never written in tickets.", site),
		fmt.Sprintf("ERB %s: o código do cofre foi trocado, peça ao NOC na hora da visita.", site),
		fmt.Sprintf("Torre %s: coordinar con el propietario (tel. +57 310 %s) antes de ir, él abre el portón.", site, hcdDigits(7)),
	})
	return hcdTrap("trap-access-talk", "note", text)
}

func hcdTrapChangePlanRef() Sample {
	text := fmt.Sprintf(`Change plan %s - step 3
conf t
 username breakglass privilege 15 secret 0 <from Vault: kv/noc/breakglass>
 end
wr mem
Rollback: no username breakglass`, "CHG"+hcdDigits(6))
	return hcdTrap("trap-secret-reference", "shell", text)
}

func hcdTrapTicketMasked() Sample {
	id := hcdWO()
	text := pick([]string{
		fmt.Sprintf("[%s] Customer cannot browse\nPPPoE user %s / password ******** (checked in radius, it matches)\nONT rx %s dBm. Closing after reboot.", id, hcdPPPoEUser(), hcdDBm()),
		fmt.Sprintf("Chamado %s\nUsuário PPPoE: %s\nSenha: [REDACTED]\nSolução: cabo drop trocado.", id, hcdPPPoEUser()),
	})
	return hcdTrap("trap-masked", "ticket", text)
}

func hcdTrapSubscriberJSON() Sample {
	text := fmt.Sprintf(`{
  "subscriber_id": "%s",
  "pppoe_username": "%s",
  "password_set": true,
  "password_last_changed": "2025-%02d-%02dT10:00:00Z",
  "ont_serial": "%s",
  "plan": "%s"
}`, hcdUUID(), hcdPPPoEUser(), 1+rng.IntN(12), 1+rng.IntN(28), hcdONTSN(), hcdP("FTTH-300", "FTTH-600"))
	return hcdTrap("trap-uuid", "json", text)
}

func hcdTrapOTDR() Sample {
	text := fmt.Sprintf(`OTDR report %s - fibre %d, 1550 nm
Event  Dist(km)  Loss(dB)  Refl(dB)  Type
1      %d.%03d     0.%02d      -         splice
2      %d.%03d     0.%02d      -%d       connector
End    %d.%03d     total %d.%02d dB`, "TR-"+hcdDigits(6), 1+rng.IntN(48), rng.IntN(3), rng.IntN(1000), rng.IntN(40), 3+rng.IntN(3), rng.IntN(1000), rng.IntN(60), 40+rng.IntN(20), 8+rng.IntN(10), rng.IntN(1000), 3+rng.IntN(5), rng.IntN(100))
	return hcdTrap("trap-measurement", "report", text)
}
