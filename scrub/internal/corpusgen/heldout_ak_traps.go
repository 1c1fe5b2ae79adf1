package main

import (
	"fmt"
	"strings"
)

// Telecom traps: phone numbers, SIP without passwords, provisioning file names, CDR fields.

func hakTrapPhone() Sample {
	ph := hakPhone()
	ext := hakExt()
	n := hakName()
	switch rng.IntN(17) {
	case 0:
		return hakT("trap-phone", "chat", fmt.Sprintf("customer asked for a callback at %s after 6pm", ph))
	case 1:
		return hakT("trap-phone", "note", fmt.Sprintf("DID %s -> IVR \"main-menu\" -> queue %d (Billing)", ph, hakN(600, 699)))
	case 2:
		return hakT("trap-phone", "chat", fmt.Sprintf("transfer it to ext %s, %s is covering for %s", ext, n, hakName()))
	case 3:
		return hakT("trap-phone", "chat-es", fmt.Sprintf("El cliente dejó su número %s, pide que lo llamen mañana", ph))
	case 4:
		return hakT("trap-phone", "chat-pt", fmt.Sprintf("Cliente ligou do %s reclamando da fatura, protocolo %d", ph, hakN(2024000000, 2024999999)))
	case 5:
		return hakT("trap-phone", "chat-tl", fmt.Sprintf("Tumawag ulit si customer galing %s, naka-hold pa siya sa queue", ph))
	case 6:
		return hakT("trap-phone", "chat-hi", fmt.Sprintf("ग्राहक का नंबर %s है, कल सुबह कॉल बैक करना है", ph))
	case 7:
		var rows []string
		for i := 0; i < hakN(3, 6); i++ {
			rows = append(rows, fmt.Sprintf("%s,%s,%s", strings.NewReplacer(" ", "", "(", "", ")", "", "-", "").Replace(hakPhone()), hakExt(), hakP("Sales", "Support", "Billing", "Retención")))
		}
		return hakT("trap-phone", "csv", "did,extension,department\n"+strings.Join(rows, "\n"))
	case 8:
		return hakT("trap-phone", "ivr-script", fmt.Sprintf("Thank you for calling. For billing press 1. For technical support press 2. To reach an operator dial 0 or call %s.", ph))
	case 9:
		return hakT("trap-phone", "sms", fmt.Sprintf("Acme: your appointment is confirmed for %s at 10:30. Reply STOP to opt out or call %s.", hakDate(), ph))
	case 10:
		return hakT("trap-phone", "email", fmt.Sprintf("Hi team,\n\nThe new toll-free number %s goes live on %s. It routes to the same queue as the old one.\n\n%s", ph, hakDate(), n))
	case 11:
		return hakT("trap-phone", "chat", fmt.Sprintf("dial 9 then %s for outside lines, 8%s for the Manila office", strings.ReplaceAll(ph, " ", ""), hakExt()))
	case 12:
		return hakT("trap-phone", "note", fmt.Sprintf("Emergency: 911 / 112 / 190. Site phone: %s. Front desk ext %s.", ph, ext))
	case 13:
		return hakT("trap-phone", "chat", fmt.Sprintf("caller id showed as %s but the customer says they're calling from %s", hakPhone(), ph))
	case 14:
		return hakT("trap-phone", "json", fmt.Sprintf("{\"from\": \"%s\", \"to\": \"%s\", \"direction\": \"inbound\", \"queue\": \"support-es\"}", strings.ReplaceAll(hakPhone(), " ", ""), strings.ReplaceAll(ph, " ", "")))
	case 15:
		return hakT("trap-phone", "note", fmt.Sprintf("Park the call on 70%d and page %s on the overhead (*8%d).", hakN(1, 9), n, hakN(0, 9)))
	default:
		return hakT("trap-phone", "chat", fmt.Sprintf("Is %s the right format for E.164? I think it should be +%s without spaces", ph, hakDigits(11)))
	}
}

func hakTrapSip() Sample {
	ext := hakExt()
	host := hakHost()
	cid := hakHex(hakN(16, 32)) + "@" + hakP("10.0.0.5", "pbx01", host)
	br := "z9hG4bK" + hakR(alnum, hakN(8, 20))
	tag := hakR(alnum+"-", hakN(8, 16))
	switch rng.IntN(13) {
	case 0:
		return hakT("trap-sip", "chat", fmt.Sprintf("try calling sip:%s@%s from the softphone and see if it rings", ext, host))
	case 1:
		return hakT("trap-sip", "sip-trace", fmt.Sprintf("INVITE sip:%s@%s SIP/2.0\nVia: SIP/2.0/UDP 10.0.0.5:5060;branch=%s;rport\nFrom: \"%s\" <sip:%s@%s>;tag=%s\nTo: <sip:%s@%s>\nCall-ID: %s\nCSeq: 102 INVITE\nContact: <sip:%s@10.0.0.5:5060>\nUser-Agent: Yealink SIP-T46U 108.86.0.20\nContent-Length: 0", ext, host, br, hakName(), hakExt(), host, tag, ext, host, cid, hakExt()))
	case 2:
		return hakT("trap-sip", "sip-trace", fmt.Sprintf("SIP/2.0 401 Unauthorized\nVia: SIP/2.0/UDP 10.0.0.5:5060;branch=%s\nCall-ID: %s\nCSeq: 1 REGISTER\nWWW-Authenticate: Digest realm=\"asterisk\",nonce=\"%s\",algorithm=MD5,qop=\"auth\"", br, cid, hakR(alnum, 8)+"/"+hakR(alnum, 8)))
	case 3:
		return hakT("trap-sip", "pjsip.conf", fmt.Sprintf("[transport-udp]\ntype=transport\nprotocol=udp\nbind=0.0.0.0:5060\nexternal_media_address=%s\nexternal_signaling_address=%s\nlocal_net=192.168.0.0/16", "203.0.113."+fmt.Sprint(hakN(2, 250)), "203.0.113."+fmt.Sprint(hakN(2, 250))))
	case 4:
		return hakT("trap-sip", "cli", fmt.Sprintf("pbx*CLI> pjsip show contacts\n  Contact:  <Aor/ContactUri..............................> <Hash....> <Status> <RTT(ms)..>\n==========================================================================================\n  Contact:  %s/sip:%s@192.168.1.%d:5060;ob         %s Avail        %d.%03d", ext, ext, hakN(20, 200), hakHex(10), hakN(5, 90), rng.IntN(1000)))
	case 5:
		return hakT("trap-sip", "sip.conf", fmt.Sprintf("[general]\ncontext=default\nallowguest=no\nudpbindaddr=0.0.0.0\ntcpenable=no\nalwaysauthreject=yes\ndisallow=all\nallow=alaw\nallow=g722\nlanguage=%s", hakP("es", "pt_BR", "en")))
	case 6:
		return hakT("trap-sip", "chat", fmt.Sprintf("one-way audio again on %s, Call-ID %s — probably NAT, RTP goes to the private IP", ext, cid))
	case 7:
		return hakT("trap-sip", "dialplan", fmt.Sprintf("[from-internal]\nexten => _NXXNXXXXXX,1,Set(CALLERID(num)=%s)\n same => n,Dial(PJSIP/${EXTEN}@trunk-out,60,tT)\n same => n,Hangup()", hakDigits(10)))
	case 8:
		return hakT("trap-sip", "chat-es", fmt.Sprintf("la extensión %s no registra, en el log sale sip:%s@%s con 408 Request Timeout", ext, ext, host))
	case 9:
		return hakT("trap-sip", "note", fmt.Sprintf("Trunk details from carrier\nSIP proxy: %s\nPort: 5060 UDP / 5061 TLS\nCodecs: G.711u, G.729\nAuth: IP-based (whitelist 203.0.113.%d)\nDTMF: RFC2833", host, hakN(2, 250)))
	case 10:
		return hakT("trap-sip", "cli", fmt.Sprintf("pbx*CLI> sip show peers\nName/username             Host                                    Dyn Forcerport Comedia    ACL Port     Status\n%s/%s                 192.168.1.%d                          D  Yes        Yes            5060     OK (%d ms)\n1 sip peers [Monitored: 1 online, 0 offline Unmonitored: 0 online, 0 offline]", ext, ext, hakN(20, 200), hakN(5, 60)))
	case 11:
		return hakT("trap-sip", "sdp", fmt.Sprintf("v=0\no=- %s %s IN IP4 10.0.0.5\ns=Asterisk\nc=IN IP4 10.0.0.5\nt=0 0\nm=audio %d RTP/AVP 0 8 101\na=rtpmap:0 PCMU/8000\na=rtpmap:101 telephone-event/8000\na=fmtp:101 0-16\na=ptime:20\na=sendrecv", hakDigits(9), hakDigits(9), 10000+2*rng.IntN(5000)))
	default:
		return hakT("trap-sip", "chat-pt", fmt.Sprintf("o tronco tá registrado em %s mas as chamadas de saída dão 403 Forbidden, Call-ID %s", host, cid))
	}
}

func hakTrapProvFile() Sample {
	mac := hakMAC()
	MAC := strings.ToUpper(mac)
	host := hakHost()
	switch rng.IntN(11) {
	case 0:
		return hakT("trap-prov", "chat", fmt.Sprintf("the phone keeps pulling %s.cfg from the TFTP, not y000000000028.cfg", mac))
	case 1:
		return hakT("trap-prov", "log", fmt.Sprintf("%s in.tftpd[%d]: RRQ from 192.168.10.%d filename SEP%s.cnf.xml", hakTime(), hakN(1000, 30000), hakN(20, 250), MAC))
	case 2:
		return hakT("trap-prov", "yealink-cfg", fmt.Sprintf("#!version:1.0.0.1\naccount.1.enable = 1\naccount.1.label = Reception\naccount.1.display_name = Front Desk\naccount.1.sip_server.1.address = %s\naccount.1.sip_server.1.port = 5060\nlocal_time.time_zone = -3\nlang.gui = Spanish", host))
	case 3:
		return hakT("trap-prov", "dhcpd.conf", fmt.Sprintf("option tftp-server-name \"http://%s/prov/\";\nhost phone-%s {\n  hardware ethernet %s;\n  fixed-address 192.168.10.%d;\n}", host, mac[6:], hakColonMAC(mac), hakN(20, 250)))
	case 4:
		return hakT("trap-prov", "apache-log", fmt.Sprintf("192.168.10.%d - - [04/Mar/2024:%s -0300] \"GET /prov/%s.xml HTTP/1.1\" 200 %d \"-\" \"Grandstream Model HW GXP2170 SW 1.0.11.%d DevId %s\"", hakN(20, 250), hakTime(), mac, hakN(900, 9000), hakN(1, 80), mac))
	case 5:
		return hakT("trap-prov", "note", fmt.Sprintf("Polycom VVX 450 at desk 14\nMAC: %s\nFirmware: 6.4.%d.%d\nFiles: %s-phone.cfg, %s.cfg, 000000000000.cfg", hakColonMAC(MAC), hakN(0, 6), hakN(1000, 9999), mac, mac))
	case 6:
		return hakT("trap-prov", "chat-tl", fmt.Sprintf("palitan natin yung config ng phone na %s, mali yung timezone", MAC))
	case 7:
		return hakT("trap-prov", "shell", fmt.Sprintf("$ ls /tftpboot\n%s.cfg  %s.cfg  %s.cfg  y000000000066.cfg  T46U-108.86.0.20.rom", hakMAC(), hakMAC(), mac))
	case 8:
		return hakT("trap-prov", "chat", fmt.Sprintf("endpoint manager template 'yealink-agents' applied to %d phones, first one %s", hakN(3, 80), MAC))
	case 9:
		return hakT("trap-prov", "csv", fmt.Sprintf("mac,model,extension,site\n%s,T54W,%s,Bogotá\n%s,GXP2160,%s,São Paulo\n%s,VVX250,%s,Cebu", hakMAC(), hakExt(), hakMAC(), hakExt(), mac, hakExt()))
	default:
		return hakT("trap-prov", "grandstream-xml", fmt.Sprintf("<gs_provision version=\"1\">\n <mac>%s</mac>\n <config version=\"1\">\n  <P270>%s</P270>\n  <P47>%s</P47>\n  <P64>%s</P64>\n </config>\n</gs_provision>", mac, hakExt(), host, hakP("BRT3", "IST-5:30", "PST8")))
	}
}

func hakColonMAC(m string) string {
	var parts []string
	for i := 0; i < 12; i += 2 {
		parts = append(parts, m[i:i+2])
	}
	return strings.Join(parts, ":")
}

func hakTrapCDR() Sample {
	ts := int64(1700000000 + rng.IntN(40000000))
	uid := fmt.Sprintf("%d.%d", ts, hakN(1, 99999))
	src, dst := hakDigits(10), hakExt()
	ch := fmt.Sprintf("PJSIP/%s-%08x", dst, rng.IntN(1<<30))
	switch rng.IntN(10) {
	case 0:
		return hakT("trap-cdr", "csv", fmt.Sprintf("\"\",\"%s\",\"%s\",\"from-trunk\",\"\"\"%s\"\" <%s>\",\"%s\",\"\",\"Dial\",\"PJSIP/%s,30\",\"%s 10:01:02\",\"%s 10:01:09\",\"%s 10:05:40\",%d,%d,\"ANSWERED\",\"DOCUMENTATION\",\"%s\",\"\"", src, dst, hakName(), src, ch, dst, hakDate(), hakDate(), hakDate(), hakN(30, 900), hakN(10, 880), uid))
	case 1:
		return hakT("trap-cdr", "queue-log", fmt.Sprintf("%d|%s|%d|%s|CONNECT|%d|%s|%d\n%d|%s|%d|%s|COMPLETEAGENT|%d|%d|1", ts, uid, hakN(600, 699), "PJSIP/"+dst, hakN(1, 60), uid, hakN(1, 9), ts+200, uid, hakN(600, 699), "PJSIP/"+dst, hakN(1, 60), hakN(30, 600)))
	case 2:
		return hakT("trap-cdr", "chat", fmt.Sprintf("can you pull the recording for uniqueid %s? customer disputes the charge", uid))
	case 3:
		return hakT("trap-cdr", "sql", fmt.Sprintf("SELECT calldate, src, dst, billsec, disposition, recordingfile\nFROM cdr\nWHERE linkedid = '%s'\nORDER BY calldate;", uid))
	case 4:
		return hakT("trap-cdr", "note", fmt.Sprintf("recording: /var/spool/asterisk/monitor/%s/out-%s-%s-%s-%s.wav", strings.ReplaceAll(hakDate(), "-", "/"), src, dst, strings.ReplaceAll(hakDate(), "-", ""), uid))
	case 5:
		return hakT("trap-cdr", "json", fmt.Sprintf("{\"call_sid\": \"CA%s\", \"status\": \"completed\", \"duration\": \"%d\", \"from\": \"+%s\", \"price\": \"-0.0%d\", \"price_unit\": \"USD\"}", hakHex(32), hakN(5, 900), src, hakN(1, 9)))
	case 6:
		return hakT("trap-cdr", "ami", fmt.Sprintf("Event: Hangup\nPrivilege: call,all\nChannel: %s\nUniqueid: %s\nLinkedid: %s\nCallerIDNum: %s\nCause: 16\nCause-txt: Normal Clearing", ch, uid, uid, src))
	case 7:
		return hakT("trap-cdr", "chat-es", fmt.Sprintf("la llamada %s duró %d segundos y se cortó con causa 16, no fue el agente", uid, hakN(30, 900)))
	case 8:
		return hakT("trap-cdr", "markdown", fmt.Sprintf("| queue | offered | answered | abandoned | ASA | SL 20s |\n|---|---|---|---|---|---|\n| %d | %d | %d | %d | 0:%02d | %d%% |\n| %d | %d | %d | %d | 0:%02d | %d%% |", hakN(600, 699), hakN(100, 900), hakN(80, 800), hakN(1, 50), hakN(5, 59), hakN(60, 99), hakN(600, 699), hakN(100, 900), hakN(80, 800), hakN(1, 50), hakN(5, 59), hakN(60, 99)))
	default:
		return hakT("trap-cdr", "log", fmt.Sprintf("[%s %s] VERBOSE[%d][C-%08x] app_queue.c: Called %s\n[%s %s] VERBOSE[%d][C-%08x] app_queue.c: %s answered %s", hakDate(), hakTime(), hakN(1000, 40000), rng.IntN(1<<30), ch, hakDate(), hakTime(), hakN(1000, 40000), rng.IntN(1<<30), ch, "PJSIP/trunk-"+fmt.Sprintf("%08x", rng.IntN(1<<30))))
	}
}
