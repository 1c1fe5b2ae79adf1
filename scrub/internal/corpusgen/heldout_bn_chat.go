package main

import (
	"fmt"
	"strings"
)

// WhatsApp and chat messages, voice-note transcripts: samples with secrets.

func hbnChatGens() []hbnGen {
	return []hbnGen{
		{hbnChatWifi, 6}, {hbnChatDoor, 4}, {hbnChatSafe, 4}, {hbnChatLocker, 3},
		{hbnVoiceCIEC, 4}, {hbnVoiceCert, 5}, {hbnChatAFIP, 4}, {hbnChatGovBR, 4},
		{hbnChatClaveUnica, 3}, {hbnChatCardPIN, 4}, {hbnChatBankSign, 4}, {hbnChatVPN, 4},
		{hbnChatTelegram, 4}, {hbnChatMP, 4}, {hbnVoicePIN, 3}, {hbnChatOnboard, 3},
		{hbnChatRecovery, 3}, {hbnChatTOTP, 3}, {hbnChatNAS, 4}, {hbnChatDVR, 4},
		{hbnVoiceDoorSpelled, 3}, {hbnChatEmailPw, 4}, {hbnChatMPAccount, 3},
	}
}

func hbnSSID(o hbnOrg) string {
	var ws []string
	for _, w := range strings.Fields(hbnASCII(o.name)) {
		w = strings.Trim(w, ".&")
		if len(w) > 3 {
			ws = append(ws, w)
		}
	}
	return strings.ToUpper(pick(ws)) + pick([]string{"_5G", "_STAFF", "-ADM", "_Oficina", "-2.4", "_EQUIPO"})
}

func hbnChatWifi() Sample {
	o := pick(hbnOrgs)
	t := hbnClock()
	a, _ := hbnPerson(o.pt())
	b, _ := hbnPerson(o.pt())
	k := hbnWifiKey(o.pt())
	ssid := hbnSSID(o)
	var txt string
	switch o.cc {
	case "br":
		txt = t(a) + "gente, trocaram a senha do wi-fi do consultório\n" + t(a) + "rede " + ssid + " senha: " + k + "\n" + t(b) + "valeu!! 🙏 já conectei o tablet da recepção"
	case "pt":
		txt = t(a) + "Bom dia. A palavra-passe da rede " + ssid + " passou a ser " + k + " (só para a equipa, não dar aos utentes)\n" + t(b) + "Obrigada!"
	default:
		txt = t(a) + "chicos, el técnico cambió la clave del wifi\n" + t(a) + "red: " + ssid + "\n" + t(a) + "clave: " + k + "\n" + t(b) + "gracias! ya conecté la impresora"
	}
	return hbnSec("wifi-key", "whatsapp", txt, []string{k}, ssid)
}

func hbnChatDoor() Sample {
	o := pick(hbnOrgs)
	t := hbnClock()
	a, _ := hbnPerson(o.pt())
	b, _ := hbnPerson(o.pt())
	door, alarm := hbnPIN(4+rng.IntN(3)), hbnPIN(4)
	var txt string
	switch o.cc {
	case "br":
		txt = t(a) + "amanhã vc abre a clínica ok?\n" + t(a) + "portão: " + door + "# , alarme: " + alarm + " e aperta desarmar\n" + t(a) + "qqr coisa liga pra central\n" + t(b) + "blz, anotado"
	case "pt":
		txt = t(a) + b + ", amanhã abres tu. Código da porta das traseiras: " + door + ". Alarme: " + alarm + " seguido de OFF.\n" + t(b) + "Combinado 👍"
	default:
		txt = t(a) + "Mañana abres tú. El código del portal es " + door + " y luego la alarma: " + alarm + " y OFF. Si pita más de 30 seg llama a Securitas\n" + t(b) + "ok, ¿la llave del archivo sigue en el cajón?\n" + t(a) + "sí"
	}
	return hbnSec("door-alarm-code", "whatsapp", txt, []string{door, alarm})
}

func hbnChatSafe() Sample {
	o := pick(hbnOrgs)
	t := hbnClock()
	a, _ := hbnPerson(o.pt())
	c := rnd(digits, 2) + "-" + rnd(digits, 2) + "-" + rnd(digits, 2)
	if hbnCoin() {
		c = hbnPIN(6)
	}
	var txt string
	if o.pt() {
		txt = t(a) + "a combinação do cofre da tesouraria é " + c + " (gira primeiro pra direita). o dinheiro do troco tá no envelope azul"
	} else {
		txt = t(a) + "la combinación de la caja fuerte de secretaría es " + c + ", ahí están los cheques y el pendrive con los certificados"
	}
	return hbnSec("safe-code", "whatsapp", txt, []string{c})
}

func hbnChatLocker() Sample {
	t := hbnClock()
	a, _ := hbnPerson(false)
	n := hbnPIN(2)
	c := rnd(digits, 4)
	txt := t(a) + "Profe, te dejé los exámenes corregidos en la taquilla " + n + ", el candado tiene código " + c + "\n" + t(a) + "cuando los saques cambiá el código porfa"
	return hbnSec("locker-code", "whatsapp", txt, []string{c}, "taquilla "+n)
}

func hbnVoiceCIEC() Sample {
	rfc := hbnRFC()
	pw := hbnPw(false)
	a, _ := hbnPerson(false)
	txt := "🎤 Nota de voz (0:" + rnd("2345", 1) + rnd(digits, 1) + ") — transcripción automática:\n«Oye " + a + ", buenas, te paso lo del SAT para la declaración de este mes. El RFC es " + rfc + " y la contraseña, o sea la CIEC, es " + pw + ". Ya sé que no debería mandártela así pero es urgente, ¿va? Gracias, bye.»"
	return hbnSec("tax-portal-password", "voice-note", txt, []string{pw}, rfc)
}

func hbnVoiceCert() Sample {
	cnpj := hbnCNPJ()
	pw := hbnPw(true)
	a, _ := hbnPerson(true)
	txt := "Transcrição do áudio (1:" + rnd("012345", 1) + rnd(digits, 1) + "):\nOi " + a + ", tudo bem? É o seguinte, o certificado A1 da empresa tá naquela pasta do Drive, Certificados " + pick([]string{"2024", "2025", "vigente"}) + ", e a senha dele é " + pw + ". Ah, o CNPJ é " + cnpj + ", caso precise pra emitir as notas. É isso, qualquer coisa me chama."
	return hbnSec("cert-password", "voice-note", txt, []string{pw}, cnpj)
}

func hbnChatAFIP() Sample {
	cuit := hbnCUIT()
	pw := hbnPw(false)
	t := hbnClock()
	a, _ := hbnPerson(false)
	b, _ := hbnPerson(false)
	txt := t(a) + "che " + b + ", te paso la clave fiscal de la SRL para que cargues el F.931\n" + t(a) + "CUIT: " + cuit + "\n" + t(a) + "clave fiscal: " + pw + "\n" + t(a) + "no la compartas con nadie eh, es nivel 3\n" + t(b) + "dale, gracias! lo hago hoy"
	return hbnSec("tax-portal-password", "whatsapp", txt, []string{pw}, cuit)
}

func hbnChatGovBR() Sample {
	cpf := hbnCPF()
	pw := hbnPw(true)
	t := hbnClock()
	a, _ := hbnPerson(true)
	txt := t(a) + "pra entrar no gov.br da dona " + pick([]string{"Célia", "Marlene", "Sônia", "Lourdes"}) + " e baixar o IRPF: CPF " + cpf + " senha " + pw + "\n" + t(a) + "ela autorizou, depois a gente troca a senha"
	return hbnSec("gov-password", "whatsapp", txt, []string{pw}, cpf)
}

func hbnChatClaveUnica() Sample {
	rut := hbnRUT()
	pw := hbnPw(false)
	txt := "Buenas tardes don " + pick(hbnLastES) + ", le mando mi clave única para que saque el certificado de deuda de Tesorería:\nRUT " + rut + "\nclave " + pw + "\nDespués la cambio, no se preocupe. Saludos"
	return hbnSec("gov-password", "chat", txt, []string{pw}, rut)
}

func hbnChatCardPIN() Sample {
	o := pick(hbnOrgs)
	t := hbnClock()
	a, _ := hbnPerson(o.pt())
	pin := hbnPIN(4)
	var txt string
	switch o.cc {
	case "br":
		pin = hbnPIN(pick([]int{4, 6}))
		txt = t(a) + "senha do cartão corporativo (o do Itaú): " + pin + "\n" + t(a) + "só pra combustível e material de escritório tá?"
	case "pt":
		txt = t(a) + "O PIN do cartão de débito da clínica é " + pin + ". Não o escrevas em lado nenhum, por favor."
	default:
		txt = t(a) + "El PIN de la tarjeta de empresa (la del " + pick([]string{"Sabadell", "BBVA", "Santander", "Banorte", "Galicia"}) + ") es " + pin + ". Solo gasolina y papelería 🙏"
	}
	return hbnSec("card-pin", "whatsapp", txt, []string{pin})
}

func hbnChatBankSign() Sample {
	o := pick(hbnOrgs)
	t := hbnClock()
	a, _ := hbnPerson(o.pt())
	c := hbnPIN(pick([]int{6, 8}))
	var txt string
	if o.pt() {
		txt = t(a) + "a senha de " + fmt.Sprint(len(c)) + " dígitos do internet banking pra aprovar os pagamentos é " + c + "\n" + t(a) + "o token fica no celular do Gustavo, pede pra ele"
	} else {
		txt = t(a) + "para firmar las transferencias de nóminas la banca online te pide la clave de firma, es " + c + " (no es la de acceso)\n" + t(a) + "y para los Bizum de proveedores igual"
	}
	return hbnSec("bank-signing-code", "whatsapp", txt, []string{c})
}

func hbnChatVPN() Sample {
	o := hbnOrgCC("mx", "co", "cl", "ar", "es")
	f, l := hbnPerson(false)
	u := hbnUser(f, l)
	pw := hbnPw(false)
	srv := "vpn." + o.dom
	txt := "Ing. " + pick(hbnFirstES) + " (Soporte TI) 10:" + rnd("012345", 1) + rnd(digits, 1) + "\nYa quedó tu acceso a la VPN, " + f + ".\nServidor: " + srv + "\nUsuario: " + u + "\nContraseña temporal: " + pw + "\nTe va a pedir cambiarla al primer inicio 👍 cualquier cosa me marcas"
	return hbnSec("vpn-password", "chat", txt, []string{pw}, srv, u)
}

func hbnChatTelegram() Sample {
	pt := hbnCoin()
	tok := hbnTelegram()
	t := hbnClock()
	a, _ := hbnPerson(pt)
	var txt string
	if pt {
		txt = t(a) + "criei o bot de avisos do colégio no BotFather\n" + t(a) + "token: " + tok + "\n" + t(a) + "vou colocar no n8n pra mandar os comunicados pros pais"
	} else {
		txt = t(a) + "listo el bot de recordatorios de citas, el token que me dio BotFather es " + tok + "\n" + t(a) + "lo meto en el servidor esta tarde"
	}
	return hbnSec("telegram-bot-token", "whatsapp", txt, []string{tok})
}

func hbnChatMP() Sample {
	tok := hbnMPToken("APP_USR")
	pub := hbnMPPublic()
	t := hbnClock()
	a, _ := hbnPerson(false)
	b, _ := hbnPerson(false)
	txt := t(a) + "Te mando el access token de producción de Mercado Pago para la tienda:\n" + t(a) + tok + "\n" + t(a) + "la public key ya la tenés, es " + pub + "\n" + t(b) + "joya, lo cargo en el panel de WooCommerce"
	return hbnSec("mercadopago-token", "whatsapp", txt, []string{tok}, pub)
}

func hbnVoicePIN() Sample {
	a, _ := hbnPerson(true)
	b, _ := hbnPerson(true)
	pin := hbnPIN(4)
	txt := "Mensagem de voz transcrita (0:2" + rnd(digits, 1) + "):\n\"Olá " + a + ", é a " + b + ". O PIN do telemóvel de serviço é " + pin + " e o PUK está na caixa do cartão, na gaveta da receção. Até já.\""
	return hbnSec("phone-pin", "voice-note", txt, []string{pin})
}

func hbnChatOnboard() Sample {
	o := hbnOrgCC("es", "mx", "ar", "co", "cl")
	who := pick([]string{"Lucía", "Sofía", "Carmen", "Valentina", "Camila", "Paula", "Ximena", "Florencia", "Guadalupe", "Catalina"})
	u := pick([]string{"recepcion", "recepcion2", "admision", "mostrador"})
	p1, p2, p3 := hbnPw(false), hbnPw(false), hbnWifiKey(false)
	ssid := hbnSSID(o)
	txt := "Bienvenida " + who + "!! te dejo los accesos:\n- Agenda (" + pick([]string{"Gesden", "Doctoralia", "Clinic Cloud", "Dentalink"}) + "): usuario " + u + ", contraseña " + p1 + "\n- Correo " + u + "@" + o.dom + ": " + p2 + "\n- Wifi " + ssid + ": " + p3 + "\nlo demás te lo explico el lunes 😊"
	return hbnSec("multi-credential", "whatsapp", txt, []string{p1, p2, p3}, ssid)
}

func hbnChatRecovery() Sample {
	pt := hbnCoin()
	n := 2 + rng.IntN(2)
	var codes []string
	var lines []string
	for i := 0; i < n; i++ {
		c := hbnRecovery()
		codes = append(codes, c)
		lines = append(lines, string(rune('1'+i))+". "+c)
	}
	var txt string
	if pt {
		txt = "códigos de backup da conta Microsoft 365 do escritório (caso alguém perca o celular):\n" + strings.Join(lines, "\n") + "\nguardem no cofre, cada um só funciona uma vez"
	} else {
		txt = "te copio los códigos de respaldo de la cuenta de Google del colegio por si perdemos el móvil:\n" + strings.Join(lines, "\n") + "\nimprímelos y a la caja fuerte"
	}
	return hbnSec("recovery-code", "chat", txt, codes)
}

func hbnChatTOTP() Sample {
	seed := hbnTOTP()
	pt := hbnCoin()
	var txt string
	if pt {
		txt = "A chave de configuração do autenticador da conta partilhada da AT (caso o telemóvel avarie) é: " + seed + "\nÉ só adicionar no Google Authenticator > Introduzir chave."
	} else {
		txt = "Por si se rompe el celular: la clave de configuración del 2FA de la cuenta de facturación es " + seed + " (Authenticator > ingresar clave manualmente)"
	}
	return hbnSec("totp-seed", "chat", txt, []string{seed})
}

func hbnChatNAS() Sample {
	pw := hbnPw(hbnCoin())
	ip := hbnIP()
	var txt string
	switch rng.IntN(3) {
	case 0:
		txt = "oye, the Synology password is " + pw + " btw — lo cambió el de sistemas ayer. IP " + ip
	case 1:
		txt = "fyi a senha nova do NAS (" + ip + ") é " + pw + ", o backup das 23h já rodou ok"
	default:
		txt = "NAS de la oficina: " + ip + ":5001 — contraseña nueva " + pw + " (la vieja ya no va)"
	}
	return hbnSec("nas-password", "chat", txt, []string{pw}, ip)
}

func hbnChatDVR() Sample {
	o := pick(hbnOrgs)
	pw := hbnPw(o.pt())
	f, l := hbnPerson(o.pt())
	mail := hbnMail(f, l, o.dom)
	var txt string
	if o.pt() {
		txt = "a senha do DVR das câmeras (Intelbras) é " + pw + "\ne no app iSIC a conta é " + mail
	} else {
		txt = "la contraseña del DVR de las cámaras (Hikvision) es " + pw + "\ny la app es Hik-Connect, cuenta " + mail
	}
	return hbnSec("dvr-password", "whatsapp", txt, []string{pw}, mail)
}

func hbnVoiceDoorSpelled() Sample {
	a := rnd("123456789", 1) + " " + rnd(digits, 1) + " " + rnd(digits, 1) + " " + rnd(digits, 1)
	var txt string
	if hbnCoin() {
		txt = "Transcripción de audio:\n\"Hola, soy la del 3ºB, te abro por el código porque no estoy. El código de la puerta es " + a + " almohadilla. Deja el paquete dentro, gracias.\""
	} else {
		txt = "Transcrição:\n\"Oi, é o Pedro da TI. Pra entrar na sala do servidor o código da fechadura é " + a + " e depois o botão verde. Tô chegando em 20 min.\""
	}
	return hbnSec("door-code", "voice-note", txt, []string{a})
}

func hbnChatEmailPw() Sample {
	o := hbnOrgCC("pt", "br", "es")
	pw := hbnPw(o.pt())
	mail := pick([]string{"geral", "secretaria", "contabilidade", "info"}) + "@" + o.dom
	a, _ := hbnPerson(o.pt())
	var txt string
	switch o.cc {
	case "pt":
		txt = a + ", a palavra-passe do email " + mail + " é " + pw + " — configura no Outlook do portátil novo, s.f.f."
	case "br":
		txt = a + ", a senha do e-mail " + mail + " é " + pw + " — configura no Outlook do notebook novo pfv"
	default:
		txt = a + ", la contraseña del correo " + mail + " es " + pw + " — configúralo en el Outlook del portátil nuevo porfa"
	}
	return hbnSec("email-password", "chat", txt, []string{pw}, mail)
}

func hbnChatMPAccount() Sample {
	pw := hbnPw(true)
	f, l := hbnPerson(true)
	mail := hbnMail(f, l, pick([]string{"gmail.com", "hotmail.com", "outlook.com"}))
	t := hbnClock()
	txt := t(f) + "a senha da conta do Mercado Pago da loja é " + pw + "\n" + t(f) + "o e-mail é " + mail + ", vai pedir código no meu celular, me avisa antes"
	return hbnSec("account-password", "whatsapp", txt, []string{pw}, mail)
}
