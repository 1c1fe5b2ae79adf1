package main

import (
	"fmt"
	"strings"
)

// Notes: shift handovers, site access, tickets, meetings, commits, memories.

func hcdNotesGens() []hcdGen {
	return []hcdGen{
		{5, hcdHandoverEN},
		{4, hcdHandoverES},
		{4, hcdHandoverPT},
		{5, hcdSiteAccess},
		{3, hcdMeetingRotate},
		{5, hcdTicketPPPoE},
		{4, hcdCommitDiff},
		{3, hcdWikiOLT},
		{4, hcdAgentMemory},
		{3, hcdVoiceNoteES},
		{3, hcdIncidentKey},
		{4, hcdMagicLink},
		{2, hcdRecoveryCodes},
		{3, hcdLicenceKey},
		{5, hcdTempPortalPw},
		{4, hcdSlackExport},
	}
}

func hcdHandoverEN() Sample {
	lock, comm := hcdPIN(hcdN(4, 5)), hcdCommunity()
	site := hcdSite()
	a, b := pick(hcdFirst), pick(hcdFirst)
	text := fmt.Sprintf(`Shift handover %s -> %s (night)

1. %s: fibre cut on the backbone ring, splice crew on site since 03:10, ETA 07:00.
2. Street cabinet at %s was left unlocked by the contractor. New padlock code is %s.
3. Poller was failing on the new OLT because it had the old community; set it to %s, graphs back.
4. %s still open, customer not home, retry tomorrow after 9.`, a, b, hcdSite(), site, lock, comm, hcdWO())
	return hcdK(hcdSec("padlock-code", "handover", text, lock, comm), site)
}

func hcdHandoverES() Sample {
	alarm := hcdPIN(hcdN(4, 6))
	site := hcdSite()
	text := fmt.Sprintf(`Entrega de turno NOC - %s
- %s: caída de energía en el shelter, quedamos con baterías (~4 h). Se despachó a %s.
- Código de la alarma del shelter de %s: %s (desactivar al entrar, tienen 30 s).
- Tickets abiertos: %s, %s.
- Sin novedades en el core.`, hcdP("lunes", "martes", "miércoles", "jueves", "viernes", "sábado"), hcdP("02:40", "04:15", "23:55"),
		pick(hcdTechs), site, alarm, hcdWO(), hcdWO())
	return hcdK(hcdSec("alarm-code", "handover", text, alarm), site)
}

func hcdHandoverPT() Sample {
	cad, pw := hcdPIN(hcdN(3, 4)), hcdRandPw()
	site := hcdSite()
	text := fmt.Sprintf(`Passagem de turno - %s
* armário do %s: senha do cadeado %s (o antigo foi arrombado, BO feito)
* OLT reiniciou às %02d:%02d, todas as PONs voltaram
* o acesso ao portal da fornecedora de link mudou, senha nova %s (usuário noc.%s)
* pendente: trocar bateria do nobreak`, hcdP("madrugada", "tarde", "noite"), site, cad, rng.IntN(24), rng.IntN(60), pw, hcdP("nortefibra", "velonet", "pampalink"))
	return hcdK(hcdSec("padlock-code", "handover", text, cad, pw), site)
}

func hcdSiteAccess() Sample {
	ks, al := hcdPIN(4), hcdPIN(hcdN(4, 6))
	site := hcdP("GUA-", "RIV-", "TWR-", "ERB-") + hcdDigits(3)
	text := pick([]string{
		fmt.Sprintf("Site %s access: key safe on the gate post, code %s. Alarm panel inside the shelter door, code %s. Landlord asks that we close the cattle gate.", site, ks, al),
		fmt.Sprintf("ERB %s - acesso\ncofre de chaves no portão: %s\nalarme: %s\nproprietário: Sr. %s (avisar antes)", site, ks, al, hcdP("Osvaldo", "Valter", "Nilton")),
		fmt.Sprintf("Torre %s: la caja de llaves tiene la combinación %s y la alarma del contenedor se desactiva con %s#.", site, ks, al),
	})
	return hcdK(hcdSec("keysafe-code", "note", text, ks, al), site)
}

func hcdMeetingRotate() Sample {
	s := hcdSharedSecret()
	text := fmt.Sprintf(`NOC weekly - %s
Attendees: %s, %s, %s

- Audit finding: same RADIUS secret on every BNG since 2019.
- Decision: rotate this week. New secret for the %s cluster: %s (the others follow next week).
- %s to update clients.conf and the BNGs in one window.
- Next: SNMPv2 off on the core by end of quarter.`, hcdP("3 Jun", "10 Jun", "17 Jun", "24 Jun"), pick(hcdFirst), pick(hcdFirst), pick(hcdFirst),
		hcdP("south", "north", "metro", "rural"), s, pick(hcdTechs))
	return hcdSec("radius-secret", "meeting-notes", text, s)
}

func hcdTicketPPPoE() Sample {
	u, pw := hcdPPPoEUser(), hcdPPPoEPw()
	id := hcdWO()
	text := pick([]string{
		fmt.Sprintf(`[%s] Customer cannot browse
Reported by: %s
ONT green, PON ok, rx %s dBm. PPPoE keeps dropping with auth failure.
PPPoE user %s / password %s (read back by the customer on the phone).
Radius log shows "Login incorrect". Escalating to L2.`, id, pick(hcdCustomers), hcdDBm(), u, pw),
		fmt.Sprintf(`Chamado %s - cliente sem navegação
Usuário PPPoE: %s
Senha informada pelo cliente: %s
ONU com LOS intermitente, agendar visita.`, id, u, pw),
	})
	return hcdK(hcdSec("pppoe-password", "ticket", text, pw), id, u)
}

func hcdCommitDiff() Sample {
	old, nw := hcdSharedSecret(), hcdSharedSecret()
	n := hcdBRAS()
	text := fmt.Sprintf(`commit %s
Author: %s <%s@%s>

    radius: rotate shared secret for %s

diff --git a/clients.d/%s.conf b/clients.d/%s.conf
--- a/clients.d/%s.conf
+++ b/clients.d/%s.conf
@@ -2,3 +2,3 @@ client %s {
 	ipaddr = %s
-	secret = %s
+	secret = %s
 }`, rnd(hexs, 40), pick(hcdFirst), pick(hcdTechs), hcdDomain(), n, n, n, n, n, n, hcdIP10(), old, nw)
	return hcdK(hcdSec("radius-secret", "diff", text, old, nw), n)
}

func hcdWikiOLT() Sample {
	pw := hcdRandPw()
	text := fmt.Sprintf(`# %s - ZTE C600

**Mgmt:** %s (VLAN %d)
**Console:** port 12 on the terminal server

## Login

Local user for when TACACS is down: `+"`localnoc`"+` / `+"`%s`"+`

## Notes

- PON boards in slots 2-5, uplinks 10G on slot 18.
- Do not reboot during business hours.`, hcdSite(), hcdIP10(), hcdVLAN(), pw)
	return hcdK(hcdSec("device-password", "wiki", text, pw), "localnoc")
}

func hcdAgentMemory() Sample {
	s := hcdSharedSecret()
	ps := hcdRandPw()
	host := "lab-radius." + hcdDomain()
	text := pick([]string{
		fmt.Sprintf("Memory: %s works in the NOC of %s. Lab RADIUS is %s; its shared secret is %s. Prefers answers in Portuguese.", pick(hcdFirst), hcdDomain(), host, s),
		fmt.Sprintf("User note (saved %s): the staging provisioning DB password is %s, host %s. User wants SQL examples for FreeRADIUS.", hcdP("2025-05-02", "2025-07-19", "2025-09-30"), ps, host),
	})
	if strings.Contains(text, ps) {
		return hcdK(hcdSec("db-password", "memory", text, ps), host)
	}
	return hcdK(hcdSec("radius-secret", "memory", text, s), host)
}

func hcdVoiceNoteES() Sample {
	pin := hcdPIN(4)
	pw := hcdPPPoEPw()
	text := fmt.Sprintf(`[transcripción nota de voz - %s]
"Hola, soy yo desde la casa del cliente en %s. El candado del gabinete ya lo cambié, la combinación nueva es %s. Y el PPPoE ya quedó con la clave %s, la misma que está en la orden. Me voy para la siguiente."`,
		pick(hcdTechs), pick(hcdStreets), pin, pw)
	return hcdSec("padlock-code", "transcript", text, pin, pw)
}

func hcdIncidentKey() Sample {
	id, sec := hcdAWSID(), hcdAWSSecret()
	text := fmt.Sprintf(`Postmortem draft - leaked backup credentials

What happened: the config-backup script was pushed to a public repo with
aws_access_key_id=%s and aws_secret_access_key=%s inside.
The key was disabled 40 minutes later.
Impact: none seen in CloudTrail so far.
Action items: move backups to an instance role; add a pre-commit secret check.`, id, sec)
	if rng.IntN(2) == 0 {
		text = fmt.Sprintf("Postmortem draft - leaked backup credentials\n\nThe access key %s (user olt-backup) was found in a public gist together with its secret.\nDisabled at %02d:%02d, CloudTrail shows no use from unknown IPs.", id, rng.IntN(24), rng.IntN(60))
		return hcdSec("aws-access-key", "postmortem", text, id)
	}
	return hcdSec("aws-access-key", "postmortem", text, id, sec)
}

func hcdMagicLink() Sample {
	tok := rnd(b64url, hcdN(32, 48))
	host := "portal." + hcdDomain()
	text := pick([]string{
		fmt.Sprintf("%s: the partner portal sent me a login link, it works only once: https://%s/auth/magic?token=%s - use it before it expires if you need the invoices", pick(hcdFirst), host, tok),
		fmt.Sprintf("Link de acesso único ao portal do técnico (expira em 15 min):\nhttps://%s/login/otl/%s", host, tok),
	})
	return hcdK(hcdSec("one-time-login-token", "chat", text, tok), host)
}

func hcdRecoveryCodes() Sample {
	var codes []string
	for i := 0; i < 3; i++ {
		codes = append(codes, rnd(lower+digits, 4)+"-"+rnd(lower+digits, 4))
	}
	text := fmt.Sprintf(`Backup codes for noc-oncall@%s (vendor support portal)
Each code can be used once. The other ones were already used.

%s
%s
%s`, hcdDomain(), codes[0], codes[1], codes[2])
	return hcdSec("recovery-code", "note", text, codes...)
}

func hcdLicenceKey() Sample {
	parts := make([]string, 5)
	for i := range parts {
		parts[i] = rnd(hcdUpDig, 5)
	}
	k := strings.Join(parts, "-")
	prod := hcdP("FiberTrace Pro (OTDR analysis)", "SplicePlan Enterprise", "VoIPmonitor Sniffer")
	text := pick([]string{
		fmt.Sprintf("Licence key for %s, 3 seats, field laptops only: %s", prod, k),
		fmt.Sprintf("Clave de licencia de %s para la notebook de la cuadrilla: %s (no instalar en más de 3 equipos)", prod, k),
	})
	return hcdSec("licence-key", "note", text, k)
}

func hcdTempPortalPw() Sample {
	pw := hcdP("Tmp", "Temp", "Nova", "Nueva") + hcdDigits(4) + hcdSymbol() + rnd(lower, 2)
	u := hcdP("j.souza", "m.rojas", "t.walsh", "cida.souza", "hotelmirador") + "@" + hcdP("gmail.com", "hotmail.com", "outlook.com")
	text := pick([]string{
		fmt.Sprintf("Support: I've set a temporary password for your customer portal account (%s): %s - you'll be asked to change it at first login.", u, pw),
		fmt.Sprintf("Atendimento: sua senha provisória da Central do Assinante (%s) é %s. Troque no primeiro acesso.", u, pw),
		fmt.Sprintf("Soporte: la contraseña temporal de su cuenta en Mi Orbita (%s) es %s. Se le pedirá cambiarla.", u, pw),
	})
	return hcdK(hcdSec("portal-password", "chat", text, pw), u)
}

func hcdSlackExport() Sample {
	pw := hcdRandPw()
	a, b := pick(hcdTechs), pick(hcdTechs)
	ip := hcdIP10()
	text := fmt.Sprintf(`[09:%02d] %s: anyone has the console pw for the terminal server at %s?
[09:%02d] %s: yes, user is console, pw %s
[09:%02d] %s: thx, in`, 10+rng.IntN(10), a, ip, 20+rng.IntN(10), b, pw, 30+rng.IntN(10), a)
	return hcdK(hcdSec("device-password", "chat", text, pw), ip)
}
