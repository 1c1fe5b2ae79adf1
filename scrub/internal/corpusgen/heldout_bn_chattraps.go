package main

import "fmt"

// WhatsApp and chat messages, voice-note transcripts: traps (no secret in the text).

func hbnChatTrapGens() []hbnGen {
	return []hbnGen{
		{hbnTWifiWhere, 4}, {hbnTSentApart, 4}, {hbnTPix, 5}, {hbnTBizum, 3},
		{hbnTPolicy, 4}, {hbnTReset, 4}, {hbnTTracking, 3}, {hbnTOrder, 3},
		{hbnTClaveEs, 4}, {hbnTPinRule, 3}, {hbnTVault, 4}, {hbnTSameAsAlways, 3},
		{hbnTMasked, 4}, {hbnTMultibanco, 3}, {hbnTSerial, 3}, {hbnTVoiceNoPw, 3},
		{hbnTMPPublic, 4}, {hbnTRemoteID, 3}, {hbnTDoorRotate, 3}, {hbnTErrorCode, 3},
	}
}

func hbnTWifiWhere() Sample {
	t := hbnClock()
	a, _ := hbnPerson(true)
	b, _ := hbnPerson(false)
	if hbnCoin() {
		return hbnTrap("trap-wifi-reference", "whatsapp", t(a)+"alguém sabe a senha do wi-fi novo?\n"+t(a)+"achei, tá colada atrás do roteador na sala do servidor 😅")
	}
	return hbnTrap("trap-wifi-reference", "whatsapp", t(b)+"la clave del wifi está en la pegatina del router, no la pongo aquí que este grupo tiene gente de fuera")
}

func hbnTSentApart() Sample {
	o := pick(hbnOrgs)
	t := hbnClock()
	a, _ := hbnPerson(o.pt())
	var txt string
	switch o.cc {
	case "br":
		txt = t(a) + "mandei o certificado A1 por e-mail e a senha vai por SMS separado, tá?"
	case "pt":
		txt = t(a) + "A palavra-passe do ficheiro .pfx envio-lha por SMS, por questões de segurança."
	default:
		txt = t(a) + "Te mandé la contraseña por Signal, bórrala cuando la copies porfa"
	}
	return hbnTrap("trap-password-elsewhere", "whatsapp", txt)
}

func hbnTPix() Sample {
	cnpj := hbnCNPJ()
	var key string
	switch rng.IntN(3) {
	case 0:
		key = hbnUUID()
	case 1:
		key = cnpj
	default:
		key = "financeiro@" + hbnOrgOf(true).dom
	}
	t := hbnClock()
	a, _ := hbnPerson(true)
	txt := t(a) + "pode fazer o Pix da mensalidade pra chave " + key + " (é do escritório, CNPJ " + cnpj + ")\n" + t(a) + "manda o comprovante aqui depois 🙏"
	return hbnTrap("trap-pix-key", "whatsapp", txt)
}

func hbnTBizum() Sample {
	t := hbnClock()
	a, _ := hbnPerson(false)
	return hbnTrap("trap-phone", "whatsapp", t(a)+"para lo de la cena de Navidad hacedme un Bizum al "+hbnPhone("es")+" con concepto 'cena equipo' 😂\n"+t(a)+"25€ por cabeza")
}

func hbnTPolicy() Sample {
	n := 10 + rng.IntN(6)
	switch rng.IntN(3) {
	case 0:
		return hbnTrap("trap-password-policy", "chat", "Recordatorio de Sistemas: a partir del lunes la contraseña tiene que tener mínimo "+fmt.Sprint(n)+" caracteres, una mayúscula, un número y un símbolo. Caduca cada 90 días.")
	case 1:
		return hbnTrap("trap-password-policy", "chat", "Pessoal, a nova política: senha com no mínimo "+fmt.Sprint(n)+" caracteres, sem datas de aniversário nem nome do filho 🙃 e troca a cada 3 meses.")
	}
	return hbnTrap("trap-password-policy", "chat", "Lembrete: a palavra-passe do portal dos professores expira a cada 60 dias e não pode repetir as últimas 5.")
}

func hbnTReset() Sample {
	f, l := hbnPerson(true)
	o := hbnOrgOf(true)
	if hbnCoin() {
		return hbnTrap("trap-password-reset", "chat", "já resetei a tua senha, "+f+". vai chegar um e-mail no "+hbnMail(f, l, o.dom)+" com o link pra criar uma nova. se não chegar olha o spam")
	}
	g, m := hbnPerson(false)
	return hbnTrap("trap-password-reset", "chat", "Listo "+g+", te reseteé la contraseña del correo "+hbnMail(g, m, hbnOrgOf(false).dom)+". Al entrar te va a pedir crear una nueva.")
}

func hbnTTracking() Sample {
	code := "Q" + rnd(upper, 1) + rnd(digits, 9) + "BR"
	t := hbnClock()
	a, _ := hbnPerson(true)
	return hbnTrap("trap-tracking", "whatsapp", t(a)+"o token A3 do certificado já foi despachado\n"+t(a)+"código de rastreio: "+code+"\n"+t(a)+"chega até sexta segundo os Correios")
}

func hbnTOrder() Sample {
	if hbnCoin() {
		return hbnTrap("trap-order-number", "whatsapp", "Che, ya compré el toner en Mercado Libre, nro de pedido 2000"+rnd(digits, 9)+", código de seguimiento Andreani "+rnd(digits, 15)+". Llega el jueves.")
	}
	return hbnTrap("trap-order-number", "whatsapp", "Pedido Amazon "+rnd(digits, 3)+"-"+rnd(digits, 7)+"-"+rnd(digits, 7)+" (las sillas de la sala de espera). Código postal de entrega "+rnd("0123456789", 5))
}

func hbnTClaveEs() Sample {
	switch rng.IntN(3) {
	case 0:
		return hbnTrap("trap-key-word", "chat", "Ojo con el IVA del trimestre: la clave es presentar antes del día 20, si no nos cae recargo. CUIT "+hbnCUIT())
	case 1:
		return hbnTrap("trap-key-word", "chat", "A chave é organizar os recibos verdes por mês antes de mandar ao contabilista. NIF "+hbnNIFpt())
	}
	return hbnTrap("trap-key-word", "chat", "Clave de producto SAT para consultas dentales: 85121800 — así va en el CFDI, uso CFDI D01. RFC "+hbnRFC())
}

func hbnTPinRule() Sample {
	if hbnCoin() {
		return hbnTrap("trap-pin-policy", "chat", "o PIN do cartão cidadão tem 4 dígitos e o código de desbloqueio (PUK) vem na carta, não usem datas de nascimento")
	}
	return hbnTrap("trap-pin-policy", "chat", "El PIN nuevo tiene que ser de 6 dígitos y no puede ser 123456 ni tu fecha de nacimiento, lo pide la app del banco")
}

func hbnTVault() Sample {
	switch rng.IntN(3) {
	case 0:
		return hbnTrap("trap-vault-reference", "chat", "la clave está en el 1Password, bóveda 'Gestoría', entrada 'AEAT - certificado "+hbnCIF()+"'")
	case 1:
		return hbnTrap("trap-vault-reference", "chat", "a senha do e-CNPJ tá no Bitwarden, coleção Clientes > "+hbnCNPJ()+". não colem senha no grupo!")
	}
	return hbnTrap("trap-vault-reference", "chat", "A palavra-passe do Portal das Finanças ficou no KeePass do escritório (ficheiro clientes.kdbx), entrada NIF "+hbnNIFpt())
}

func hbnTSameAsAlways() Sample {
	if hbnCoin() {
		return hbnTrap("trap-password-hint", "whatsapp", "la contraseña es la de siempre, la del perro con el año 😅 si no te acuerdas llámame")
	}
	return hbnTrap("trap-password-hint", "whatsapp", "a senha é aquela de sempre, a do nome da clínica com o ano. se não lembrar me liga")
}

func hbnTMasked() Sample {
	m := pick([]string{"********", "••••••••", "[REDACTED]", "xxxxxxxx", "<senha>", "(oculta)"})
	if hbnCoin() {
		return hbnTrap("trap-masked", "chat", "print do painel do roteador:\nSSID: CLINICA_5G\nSenha: "+m+"\nCanal: automático\n(não vou escrever a senha aqui)")
	}
	return hbnTrap("trap-masked", "chat", "Captura del panel:\nUsuario: "+pick([]string{"admin", "soporte", "recepcion"})+"\nContraseña: "+m+"\nÚltimo acceso: "+hbnISO())
}

func hbnTMultibanco() Sample {
	return hbnTrap("trap-payment-reference", "whatsapp", "Para pagar a quota da associação de pais: Entidade "+rnd(digits, 5)+", Referência "+rnd(digits, 3)+" "+rnd(digits, 3)+" "+rnd(digits, 3)+", Valor "+rnd("123456789", 1)+rnd(digits, 1)+",00 €. Obrigado!")
}

func hbnTSerial() Sample {
	if hbnCoin() {
		return hbnTrap("trap-serial", "chat", "número de série da impressora da recepção: "+rnd(upper, 3)+rnd(digits, 7)+", modelo M"+rnd(digits, 4)+" — a garantia vai até "+hbnDate())
	}
	return hbnTrap("trap-serial", "chat", "S/N del portátil de la doctora: "+rnd(upper+digits, 10)+" (Lenovo), etiqueta de inventario INV-"+rnd(digits, 4))
}

func hbnTVoiceNoPw() Sample {
	if hbnCoin() {
		return hbnTrap("trap-password-talk", "voice-note", "Transcripción de audio:\n\"Oye, que no me deja entrar al portal de la Seguridad Social, dice que la contraseña caducó. ¿Me la puedes resetear tú desde el RED? Gracias.\"")
	}
	return hbnTrap("trap-password-talk", "voice-note", "Transcrição:\n\"Oi, tô sem acesso ao e-CAC, acho que errei a senha três vezes e bloqueou. Amanhã eu vejo com o contador. Beijo.\"")
}

func hbnTMPPublic() Sample {
	pub := hbnMPPublic()
	if hbnCoin() {
		return hbnTrap("trap-public-key", "chat", "pra integrar o checkout no site usa a public key "+pub+", o access token eu coloco direto no servidor, não mando por aqui")
	}
	return hbnTrap("trap-public-key", "chat", "En el front va la public key "+pub+" — el access token queda en las variables de entorno del hosting")
}

func hbnTRemoteID() Sample {
	id := rnd("123456789", 1) + rnd(digits, 2) + " " + rnd(digits, 3) + " " + rnd(digits, 3)
	if hbnCoin() {
		return hbnTrap("trap-remote-id", "chat", "meu AnyDesk é "+id+", pode conectar que eu aceito aqui")
	}
	return hbnTrap("trap-remote-id", "chat", "Mi ID de TeamViewer es "+id+", la contraseña te la dicto por teléfono cuando me llames")
}

func hbnTDoorRotate() Sample {
	if hbnCoin() {
		return hbnTrap("trap-code-talk", "whatsapp", "El código de la puerta lo cambiamos el día 1 de cada mes, pregúntale a "+pick(hbnFirstES)+" el nuevo")
	}
	return hbnTrap("trap-code-talk", "whatsapp", "o código do alarme mudou, a Dra. "+pick(hbnFirstPT)+" passa pessoalmente pra cada um amanhã")
}

func hbnTErrorCode() Sample {
	if hbnCoin() {
		return hbnTrap("trap-error-code", "chat", "Abrí ticket #"+rnd(digits, 5)+" con el proveedor, el código de error es 0x8007"+rnd(hexs, 4)+" al instalar el certificado")
	}
	return hbnTrap("trap-error-code", "chat", "deu erro na transmissão do SPED: código "+rnd(digits, 3)+" - rejeição, protocolo "+rnd(digits, 15))
}
